import { AppError } from '@balcao/core';
import type { ContactListItemChanges } from '../contact-list-schemas.js';
import type { ContactListDeps } from './contact-list-deps.js';
import { emitItem } from './contact-list-events.js';
import { findContactListItem } from './find-contact-list-items.js';
import { findContactList } from './find-contact-lists.js';
import { announceListCount } from './list-counts.js';
import { patchRow } from './patch-row.js';
import { isUniqueViolation } from './unique-violation.js';

/**
 * Changes the given fields; a new number is unchecked again (and queued for the check), a new contactListId
 * moves the item to that list of the company's. 404 for another company's item or list, 409 on a number the
 * list already has.
 */
export async function updateContactListItem(
  deps: ContactListDeps,
  companyId: number,
  id: number,
  changes: ContactListItemChanges,
) {
  const current = await findContactListItem(deps, companyId, id);
  const moved = changes.contactListId !== undefined && changes.contactListId !== current.contactListId;
  if (moved) await findContactList(deps, companyId, changes.contactListId!);
  const renumbered = changes.number !== undefined && changes.number !== current.number;
  try {
    await patchRow(deps, companyId, 'contact_list_items', id, {
      ...changes,
      ...(renumbered ? { isWhatsappValid: null } : {}),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('ERR_DUPLICATED_CONTACT');
    throw err;
  }
  const record = await findContactListItem(deps, companyId, id);
  emitItem(deps, companyId, { action: 'update', record });
  if (moved) {
    await announceListCount(deps, companyId, current.contactListId);
    await announceListCount(deps, companyId, record.contactListId);
  }
  if (renumbered || record.isWhatsappValid === null)
    await deps.queueNumberCheck(companyId, record.contactListId);
  return record;
}
