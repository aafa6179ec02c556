import type { Contact } from './contact-model.js';

/**
 * `contact.created`: the company has a new contact, notified once after the row is committed, whichever way it
 * came (a person who wrote, POST /contacts, a number typed for a ticket or a campaign, an import). Plugins that
 * react to new people (outbound webhooks, a CRM sync) listen here instead of adding a pipeline step.
 */
declare module '@balcao/core' {
  interface HookEvents {
    'contact.created': { companyId: number; contact: Contact };
  }
}

export {};
