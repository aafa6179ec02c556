import { digitsOf, numberKey } from '../number.js';
import type { ContactDeps } from './contact-deps.js';

/** Keeps a person the phone's address book knows (a contact event of someone who is not a contact yet). */
export async function rememberAddressBookEntry(
  deps: Pick<ContactDeps, 'db'>,
  companyId: number,
  connectionId: number,
  who: { number?: string; lid?: string; name?: string },
): Promise<void> {
  if (!who.number) return; // nothing to import without a number
  const number = digitsOf(who.number);
  const table = deps.db.tenant(companyId);
  const now = new Date();
  const entry = {
    whatsappId: connectionId,
    number,
    numberKey: numberKey(number),
    lid: who.lid ?? null,
    name: (who.name ?? '').slice(0, 200),
    updatedAt: now,
  };
  await table('contact_address_book')
    .insert({ ...entry, createdAt: now })
    .onConflict()
    .ignore();
  if (who.name || who.lid)
    await table('contact_address_book')
      .where({ numberKey: entry.numberKey })
      .update({
        ...(who.name ? { name: entry.name } : {}),
        ...(who.lid ? { lid: who.lid } : {}),
        updatedAt: now,
      });
}
