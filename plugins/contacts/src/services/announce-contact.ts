import '../contact-created-hook.js';
import type { Contact } from '../contact-model.js';
import { emitContactEvent } from '../contact-events.js';
import type { ContactDeps } from './contact-deps.js';
import type { UpsertedContact } from './upsert-contact.js';

/** Tells the company's clients about a created or changed contact, and the hook of a new one; nothing when nothing changed. */
export async function announceContact(
  deps: Pick<ContactDeps, 'realtime' | 'hooks'>,
  companyId: number,
  result: UpsertedContact,
): Promise<void> {
  if (result.created) {
    emitContactEvent(deps.realtime, companyId, { action: 'create', contact: result.contact });
    await tellContactCreated(deps, companyId, result.contact);
  } else if (result.changed)
    emitContactEvent(deps.realtime, companyId, { action: 'update', contact: result.contact });
}

/** `contact.created` (contact-created-hook.ts), once the row is committed. */
export async function tellContactCreated(
  deps: Pick<ContactDeps, 'hooks'>,
  companyId: number,
  contact: Contact,
): Promise<void> {
  await deps.hooks.notify('contact.created', { companyId, contact });
}
