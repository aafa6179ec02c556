import { definePlugin } from '@balcao/core';
import type { ContactServices } from '@balcao/plugin-contacts';
import type { TicketServices } from '@balcao/plugin-tickets';
import { messagesApiPermissions } from './permissions.js';
import { messagesApiRoutes } from './routes.js';

export type { SendAnswer } from './send-schemas.js';

/**
 * The external messages API (spec §7): `POST /api/messages/send` with a connection's token, and its page of
 * documentation and test forms (spec §2 "Message API docs"). No table of its own: it writes contacts, tickets
 * and messages through their plugins' services.
 */
export default definePlugin({
  name: 'messages-api',
  requires: ['contacts', 'tickets'],
  declares: {
    planFlags: [
      {
        key: 'useExternalApi',
        labels: { pt: 'API externa', en: 'External API', es: 'API externa' },
        default: true,
      },
    ],
    permissions: messagesApiPermissions,
  },
  ui: {
    module: 'messages-api',
    routes: ['/messages-api'],
    menu: [
      {
        label: 'messages-api:menu',
        titles: { pt: 'API', en: 'API', es: 'API' },
        path: '/messages-api',
        icon: 'code',
        // Whaticket lists it in the administration section
        section: 'admin',
        order: 170,
        // spec §2: the item needs the external-API flag; spec §6 made it the super user's page, a company's
        // admin uses their own connections' tokens (issue 27)
        planFlag: 'useExternalApi',
        permission: 'messages-api:view',
      },
    ],
  },
  setup(ctx) {
    messagesApiRoutes(
      ctx.publicRouter,
      ctx.apiToken,
      {
        channels: ctx.channels,
        contacts: ctx.services<ContactServices>('contacts'),
        tickets: ctx.services<TicketServices>('tickets'),
        log: ctx.log,
      },
      ctx.config.MEDIA_MAX_BYTES,
      ctx.media,
    );
  },
});
