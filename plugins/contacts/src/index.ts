import { definePlugin } from '@balcao/core';
import { registerContactStep } from './contact-step.js';
import { createContactsTables } from './migrations/001_contacts.js';
import { createAddressBookTable } from './migrations/002_address_book.js';
import { addContactBsuid } from './migrations/003_contact_bsuid.js';
import { contactsFullText } from './migrations/004_full_text.js';
import { MergeSteps } from './merge/merge-steps.js';
import { contactRoutes } from './routes.js';
import { forgetContacts } from './services/contact-cache.js';
import { timelockRoutes } from './timelock-routes.js';
import { contactServices, type ContactServices } from './services/contact-services.js';

export type { ContactServices } from './services/contact-services.js';
export type { ContactEvent } from './contact-events.js';
export type { MergeStep, MergeStepContext } from './merge/merge-steps.js';
export type { MergeOptions, MergeResult } from './merge/merge-contacts.js';
export { Contact } from './contact-model.js';
export { contactById } from './services/contact-by-id.js';
export { cachedContactById } from './services/contact-cache.js';
export { findContacts } from './services/find-contact.js';
export { ContactCustomField } from './contact-custom-field-model.js';
export type { ContactInput, ContactChanges } from './contact-schemas.js';
export { numberVariants, normaliseNumber } from './number.js';
// registers the plugin's error codes (and merges their types) before any route can throw one
import './errors.js';
import './contact-created-hook.js';
import { contactsPermissions } from './permissions.js';

/** Contacts: the people and groups a company talks to, kept up to date by the first inbound step. */
export default definePlugin<ContactServices>({
  name: 'contacts',
  declares: { permissions: contactsPermissions },
  migrations: [createContactsTables, createAddressBookTable, addContactBsuid, contactsFullText],
  ui: {
    module: 'contacts',
    routes: ['/contacts'],
    // WhatsApp's profile pictures
    contentSources: { imgSrc: ['https://pps.whatsapp.net'] },
    menu: [
      {
        label: 'contacts:menu',
        titles: { pt: 'Contatos', en: 'Contacts', es: 'Contactos' },
        path: '/contacts',
        icon: 'person',
        section: 'main',
        order: 20,
        // every plan: spec §2's kanban flag on it hid a daily screen (docs/compatibility.md, divergences)
      },
    ],
  },
  setup(ctx) {
    const deps = {
      db: ctx.db,
      knex: ctx.knex,
      realtime: ctx.realtime,
      hooks: ctx.hooks,
      channels: ctx.channels,
      settings: ctx.settings,
      log: ctx.log,
      untrusted: ctx.untrusted,
      cache: ctx.cache,
      mergeSteps: new MergeSteps(),
    };
    registerContactStep(ctx.pipeline, deps);
    // a deleted connection empties its contacts' whatsapp_id (ON DELETE SET NULL), a write the cache is not told of
    ctx.hooks.on('connection.changed', (e) => forgetContacts(deps, e.companyId));
    const services = contactServices(deps);
    contactRoutes(ctx.router, services, { maxBytes: ctx.untrusted.limits.maxFileBytes, media: ctx.media });
    timelockRoutes(ctx.router, ctx.channels);
    return services;
  },
});
