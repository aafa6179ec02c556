import type { ContactListDeps } from './contact-list-deps.js';
import { emitList } from './contact-list-events.js';
import { getContactList } from './find-contact-lists.js';

/** After its items changed, the lists page learns the list's new contactsCount. */
export async function announceListCount(deps: ContactListDeps, companyId: number, contactListId: number) {
  const record = await getContactList(deps, companyId, contactListId);
  if (record) emitList(deps, companyId, { action: 'update', record });
}
