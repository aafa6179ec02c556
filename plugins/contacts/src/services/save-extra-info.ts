import type { ExtraInfoInput } from '../contact-schemas.js';
import { ContactCustomField } from '../contact-custom-field-model.js';
import type { Trx } from './find-contact.js';

/**
 * Makes the contact's extraInfo exactly `list`, as Whaticket does: a pair naming one of this contact's ids is
 * changed, any other is added, and the contact's pairs not in the list are removed. Call it with a contact
 * already found in the caller's company: these rows have no company of their own.
 */
export async function saveExtraInfo(contactId: number, list: ExtraInfoInput[], trx: Trx): Promise<void> {
  const existing = await ContactCustomField.query(trx).where({ contactId });
  const mine = new Set(existing.map((f) => f.id));
  const kept = new Set<number>();
  for (const { id, name, value } of list) {
    if (id && mine.has(id) && !kept.has(id)) {
      kept.add(id);
      await ContactCustomField.query(trx).patch({ name, value }).where({ id, contactId });
    } else await ContactCustomField.query(trx).insert({ contactId, name, value });
  }
  const gone = [...mine].filter((id) => !kept.has(id));
  if (gone.length) await ContactCustomField.query(trx).delete().where({ contactId }).whereIn('id', gone);
}
