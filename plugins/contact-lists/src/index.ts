import { definePlugin } from '@balcao/core';
import { createContactListsTables } from './migrations/001_contact_lists.js';
import { contactListItemRoutes } from './routes/contact-list-item-routes.js';
import { contactListRoutes } from './routes/contact-list-routes.js';
import { checkItemNumbers } from './services/check-item-numbers.js';
import { contactListServices, type ContactListServices } from './services/contact-list-services.js';
// registers the plugin's error codes (and merges their types) before any route can throw one
import './errors.js';

export type { ContactListServices } from './services/contact-list-services.js';
export type { ContactListWire, ContactListItemWire } from './services/contact-list-wire.js';
export type {
  ContactListEvent,
  ContactListItemEvent,
  ContactListItemsReload,
} from './services/contact-list-events.js';
import { contactListsPermissions } from './permissions.js';
export type { ImportResult } from './contracts.js';

const CHECK_JOB = 'check-numbers';

/** Contact lists and their items, the people a campaign sends to (spec §2, §3, §7). */
export default definePlugin<ContactListServices>({
  name: 'contact-lists',
  declares: { permissions: contactListsPermissions },
  // declared by the campaigns plugin
  planFlag: 'useCampaigns',
  migrations: [createContactListsTables],
  setup(kernel) {
    const deps = {
      db: kernel.db,
      realtime: kernel.realtime,
      channels: kernel.channels,
      log: kernel.log,
      untrusted: kernel.untrusted,
      queueNumberCheck: async (companyId: number, contactListId: number) => {
        await kernel.jobs.now(CHECK_JOB, { companyId, contactListId });
      },
    };
    kernel.jobs.define<{ companyId: number; contactListId: number }>(
      CHECK_JOB,
      async ({ data, log }) => {
        const checked = await checkItemNumbers(deps, data.companyId, data.contactListId);
        log.debug({ checked, contactListId: data.contactListId }, 'contact list numbers checked');
      },
      // retried while the connection is open in another process (1 s, 2 s, 4 s ... about a minute in all)
      { retries: 6, backoff: 'exponential' },
    );
    const services = contactListServices(deps);
    contactListRoutes(kernel.router, services, {
      maxBytes: kernel.untrusted.limits.maxFileBytes,
      media: kernel.media,
    });
    contactListItemRoutes(kernel.router, services);
    return services;
  },
  ui: {
    module: 'contact-lists',
    routes: ['/contact-lists', '/contact-lists/:contactListId/contacts'],
    // as the campaigns screens: Whaticket's admin drawer (spec §6 names the super flag; the menu keeps admins)
    permission: 'contact-lists:write',
    menu: [
      {
        label: 'contact-lists:menu',
        titles: { pt: 'Listas de Contatos', en: 'Contact lists', es: 'Listas de contactos' },
        path: '/contact-lists',
        icon: 'people',
        section: 'admin',
        // between the campaigns' Listagem (100) and Configurações (102)
        order: 101,
        permission: 'contact-lists:write',
        group: {
          key: 'campaigns',
          titles: { pt: 'Campanhas', en: 'Campaigns', es: 'Campañas' },
          icon: 'send-message',
        },
        setting: { key: 'campaignsEnabled', equals: 'true' },
      },
    ],
  },
});
