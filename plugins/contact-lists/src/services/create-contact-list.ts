import type { ContactListFields } from '../contact-list-schemas.js';
import type { ContactListDeps } from './contact-list-deps.js';
import { emitList } from './contact-list-events.js';
import { findContactList } from './find-contact-lists.js';

export async function createContactList(deps: ContactListDeps, companyId: number, fields: ContactListFields) {
  const now = new Date();
  const [id] = await deps.db
    .tenant(companyId)('contact_lists')
    .insert({ name: fields.name, createdAt: now, updatedAt: now });
  const record = await findContactList(deps, companyId, Number(id));
  emitList(deps, companyId, { action: 'create', record });
  return record;
}
