import type { ContactListDeps } from './contact-list-deps.js';
import { emitItem } from './contact-list-events.js';
import { findContactListItem } from './find-contact-list-items.js';
import { announceListCount } from './list-counts.js';

/** 404 when the company has no such item. */
export async function deleteContactListItem(deps: ContactListDeps, companyId: number, id: number) {
  const item = await findContactListItem(deps, companyId, id);
  await deps.db.tenant(companyId)('contact_list_items').where({ id }).delete();
  emitItem(deps, companyId, { action: 'delete', id });
  await announceListCount(deps, companyId, item.contactListId);
}
