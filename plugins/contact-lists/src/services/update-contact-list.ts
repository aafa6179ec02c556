import type { ContactListChanges } from '../contact-list-schemas.js';
import type { ContactListDeps } from './contact-list-deps.js';
import { emitList } from './contact-list-events.js';
import { findContactList, noContactList } from './find-contact-lists.js';

/** Renames it; 404 when the company has no such list. */
export async function updateContactList(
  deps: ContactListDeps,
  companyId: number,
  id: number,
  changes: ContactListChanges,
) {
  const changed = await deps.db
    .tenant(companyId)('contact_lists')
    .where({ id })
    .update({ ...changes, updatedAt: new Date() });
  if (!changed) noContactList();
  const record = await findContactList(deps, companyId, id);
  emitList(deps, companyId, { action: 'update', record });
  return record;
}
