import { AppError } from '@balcao/core';
import type { ContactListItemFields } from '../contact-list-schemas.js';
import type { ContactListDeps } from './contact-list-deps.js';
import { emitItem } from './contact-list-events.js';
import { findContactListItem } from './find-contact-list-items.js';
import { findContactList } from './find-contact-lists.js';
import { announceListCount } from './list-counts.js';
import { isUniqueViolation } from './unique-violation.js';

/**
 * Adds a person to one of the company's lists (404 for another's list, 409 ERR_DUPLICATED_CONTACT when the list
 * has the number). Its number is checked with WhatsApp by a job, so it answers with isWhatsappValid null.
 */
export async function createContactListItem(
  deps: ContactListDeps,
  companyId: number,
  fields: ContactListItemFields,
) {
  await findContactList(deps, companyId, fields.contactListId);
  const now = new Date();
  let id: number;
  try {
    id = (
      (await deps.db
        .tenant(companyId)('contact_list_items')
        .insert({ ...fields, email: fields.email ?? null, createdAt: now, updatedAt: now })) as number[]
    )[0]!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('ERR_DUPLICATED_CONTACT');
    throw err;
  }
  const record = await findContactListItem(deps, companyId, Number(id));
  emitItem(deps, companyId, { action: 'create', record });
  await announceListCount(deps, companyId, record.contactListId);
  await deps.queueNumberCheck(companyId, record.contactListId);
  return record;
}
