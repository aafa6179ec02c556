import { emitContactEvent } from '../contact-events.js';
import type { ContactDeps } from './contact-deps.js';
import type { UpsertedContact } from './upsert-contact.js';

/** Tells the company's clients about a created or changed contact; nothing when nothing changed. */
export function announceContact(
  deps: Pick<ContactDeps, 'realtime'>,
  companyId: number,
  result: UpsertedContact,
): void {
  if (result.created)
    emitContactEvent(deps.realtime, companyId, { action: 'create', contact: result.contact });
  else if (result.changed)
    emitContactEvent(deps.realtime, companyId, { action: 'update', contact: result.contact });
}
