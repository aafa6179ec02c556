import { scoped } from '@balcao/core';
import { Contact } from '../contact-model.js';
import { digitsOf, lidNumber, numberKey } from '../number.js';
import { mergeContacts, type MergeDeps } from './merge-contacts.js';

/**
 * WhatsApp said a LID and a number are one person (a contact event, or a message carrying both). When the
 * company has a contact for each (the LID-only one made before the number was known), they become one: the
 * numbered contact stays. Runs inside the contacts pipeline step, so the durable inbox replays it after a crash;
 * the merge is one transaction, and once done only one contact matches, so a replay does nothing.
 */
export async function mergeLidPair(
  deps: MergeDeps,
  companyId: number,
  who: { number?: string | undefined; lid?: string | undefined },
): Promise<boolean> {
  if (!who.number || !who.lid) return false;
  const key = numberKey(digitsOf(who.number));
  const lid = who.lid.replace(/@.*$/, '');
  const rows = await scoped(Contact, companyId)
    .where('numberKey', key)
    .orWhere('lid', lid)
    .orWhere('number', lidNumber(lid))
    .orderBy('id')
    .limit(3);
  const numbered = rows.find((r) => r.numberKey === key);
  // only a contact known by nothing but this LID folds in: one with another real number is someone else's record
  const lidOnly = rows.find((r) => r.id !== numbered?.id && r.number === lidNumber(lid));
  if (!numbered || !lidOnly || numbered.isGroup || lidOnly.isGroup) return false;
  if (numbered.lid && numbered.lid !== lid) return false;
  await mergeContacts(deps, companyId, numbered.id, lidOnly.id, { by: null, reason: 'whatsapp-lid-mapping' });
  return true;
}
