import { definePlugin } from '@balcao/core';
import { registerContactStep } from './contact-step.js';
import { createContactsTables } from './migrations/001_contacts.js';
import { contactServices, type ContactServices } from './services/contact-services.js';

export type { ContactServices } from './services/contact-services.js';
export type { ContactEvent } from './contact-events.js';
export { Contact } from './contact-model.js';
export { ContactCustomField } from './contact-custom-field-model.js';
export { numberVariants, normaliseNumber } from './number.js';

/** Contacts: the people and groups a company talks to, kept up to date by the first inbound step. */
export default definePlugin<ContactServices>({
  name: 'contacts',
  migrations: [createContactsTables],
  setup(ctx) {
    const deps = {
      db: ctx.db,
      realtime: ctx.realtime,
      channels: ctx.channels,
      settings: ctx.settings,
      log: ctx.log,
    };
    registerContactStep(ctx.pipeline, deps);
    return contactServices(deps);
  },
});
