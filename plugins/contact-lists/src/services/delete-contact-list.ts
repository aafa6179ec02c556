import type { ContactListDeps } from './contact-list-deps.js';
import { emitList } from './contact-list-events.js';
import { noContactList } from './find-contact-lists.js';

/** Deletes it with its items, in one transaction; 404 when the company has no such list. */
export async function deleteContactList(deps: ContactListDeps, companyId: number, id: number) {
  const deleted = await deps.db.transaction(async (trx) => {
    const t = deps.db.tenant(companyId, trx);
    // the foreign key cascades too; said here so no engine setting decides it
    await t('contact_list_items').where({ contactListId: id }).delete();
    return t('contact_lists').where({ id }).delete();
  });
  if (!deleted) noContactList();
  emitList(deps, companyId, { action: 'delete', id });
}
