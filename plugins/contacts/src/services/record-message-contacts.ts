import type { ContactIdentity, InboundMessage } from '@balcao/core';
import { tenant } from '@balcao/core';
import { Contact } from '../contact-model.js';
import { announceContact } from './announce-contact.js';
import { cachedContactByKey, forgetContacts } from './contact-cache.js';
import type { ContactDeps } from './contact-deps.js';
import { fetchProfilePicture } from './fetch-profile-picture.js';
import { upsertContact, type ContactFacts, type UpsertedContact } from './upsert-contact.js';

export interface MessageContacts {
  /** the chat's contact: the person of a 1:1 chat, the group itself for a group */
  contact: Contact;
  /** in a group, who wrote */
  participant?: Contact;
}

/**
 * The contacts an inbound message speaks of, created or brought up to date: the chat's (a person, or the
 * group named by its subject) and, in a group, the member who wrote. A new contact gets its picture. A known
 * contact comes from the cache (contact-cache.ts): when the message adds nothing to it, no statement.
 */
export async function recordMessageContacts(
  deps: ContactDeps,
  companyId: number,
  connectionId: number,
  message: InboundMessage,
): Promise<MessageContacts> {
  const chatFacts: ContactFacts = message.isGroup
    ? {
        number: message.group?.id ?? message.chatId,
        name: message.group?.subject ?? message.contact.name,
        isGroup: true,
        whatsappId: connectionId,
      }
    : { ...personFacts(message.contact), whatsappId: connectionId };
  const contact = await keep(deps, companyId, connectionId, message.chatId, chatFacts);
  if (!message.isGroup || !message.participant || message.fromMe) return { contact };
  const participant = await keep(deps, companyId, connectionId, message.participant.id, {
    ...personFacts(message.participant),
    whatsappId: connectionId,
  });
  return { contact, participant };
}

function personFacts(who: ContactIdentity): ContactFacts {
  return {
    ...(who.number ? { number: who.number } : {}),
    ...(who.lid ? { lid: who.lid } : {}),
    ...(who.bsuid ? { bsuid: who.bsuid } : {}),
    ...(who.name ? { name: who.name } : {}),
  };
}

async function keep(
  deps: ContactDeps,
  companyId: number,
  connectionId: number,
  chatId: string,
  facts: ContactFacts,
): Promise<Contact> {
  let result: UpsertedContact = await upsertContact(deps, companyId, facts, (company, key) =>
    cachedContactByKey(deps, company, key),
  );
  if (result.created) {
    const url = await fetchProfilePicture(deps, companyId, connectionId, chatId);
    if (url) {
      await tenant(companyId)(Contact).patch({ profilePicUrl: url }).where({ id: result.contact.id });
      // read back through the cache, as the insert was: the contact's next message finds it there
      forgetContacts(deps, companyId);
      const contact = await cachedContactByKey(deps, companyId, facts);
      // another event of the company deleted or merged it meanwhile: the inbox tries the message again
      if (contact?.id !== result.contact.id) throw new Error('contact changed while its picture was saved');
      result = { ...result, contact };
    }
  }
  await announceContact(deps, companyId, result);
  return result.contact;
}
