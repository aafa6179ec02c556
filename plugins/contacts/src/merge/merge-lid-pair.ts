import { tenant } from '@balcao/core';
import { Contact } from '../contact-model.js';
import { lidNumber } from '../number.js';
import type { MergeDeps } from './merge-contacts.js';
import { mergeMappedPair, type ContactPair } from './merge-mapped-pair.js';

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
  return mergeMappedPair(deps, companyId, 'lid', who.number, who.lid.replace(/@.*$/, ''), findLidPair);
}

async function findLidPair(companyId: number, key: string, lid: string): Promise<ContactPair | null> {
  const rows = await tenant(companyId)(Contact)
    .where('numberKey', key)
    .orWhere('lid', lid)
    .orWhere('number', lidNumber(lid))
    .orderBy('id')
    .limit(3);
  const numbered = rows.find((r) => r.numberKey === key);
  // only a contact known by nothing but this LID folds in: one with another real number is someone else's record
  const lidOnly = rows.find((r) => r.id !== numbered?.id && r.number === lidNumber(lid));
  if (!numbered || !lidOnly || numbered.isGroup || lidOnly.isGroup) return null;
  if (numbered.lid && numbered.lid !== lid) return null;
  return { keepId: numbered.id, mergeId: lidOnly.id };
}
