import { digitsOf, numberKey } from '../number.js';
import { cachedContactFact } from '../services/contact-cache.js';
import { mergeContacts, type MergeDeps } from './merge-contacts.js';

/** Two contacts of a company that WhatsApp said are one person: the numbered one stays. */
export interface ContactPair {
  keepId: number;
  mergeId: number;
}

/**
 * WhatsApp said a number and another id of it (`kind`: a LID, a BSUID) are one person: merges the pair of the
 * company's contacts `find` answers for them, if any, by nobody, for `whatsapp-<kind>-mapping`. The answer is
 * cached until a contact of the company is written: a paired person's every message asks.
 */
export async function mergeMappedPair(
  deps: MergeDeps,
  companyId: number,
  kind: 'lid' | 'bsuid',
  number: string,
  id: string,
  find: (companyId: number, key: string, id: string) => Promise<ContactPair | null>,
): Promise<boolean> {
  const key = numberKey(digitsOf(number));
  const pair = await cachedContactFact(deps, companyId, `${kind}-pair:${key}|${id}`, () =>
    find(companyId, key, id),
  );
  if (!pair) return false;
  await mergeContacts(deps, companyId, pair.keepId, pair.mergeId, {
    by: null,
    reason: `whatsapp-${kind}-mapping`,
  });
  return true;
}
