import type { ContactListChanges } from '../contact-list-schemas.js';
import type { ContactListDeps } from './contact-list-deps.js';
import { emitList } from './contact-list-events.js';
import { findContactList, noContactList } from './find-contact-lists.js';
import { patchRow } from './patch-row.js';

/** Renames it; 404 when the company has no such list. */
export async function updateContactList(
  deps: ContactListDeps,
  companyId: number,
  id: number,
  changes: ContactListChanges,
) {
  const changed = await patchRow(deps, companyId, 'contact_lists', id, changes);
  if (!changed) noContactList();
  const record = await findContactList(deps, companyId, id);
  emitList(deps, companyId, { action: 'update', record });
  return record;
}
