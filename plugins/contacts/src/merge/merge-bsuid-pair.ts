import { tenant } from '@balcao/core';
import { Contact } from '../contact-model.js';
import { bsuidNumber } from '../number.js';
import type { MergeDeps } from './merge-contacts.js';
import { mergeMappedPair, type ContactPair } from './merge-mapped-pair.js';

/**
 * Meta said a BSUID and a number are one person (a Cloud API message carrying both). When the company has a
 * contact for each (the BSUID-only one made while the person hid the number behind a username), they become one:
 * the numbered contact stays. As mergeLidPair: inside the contacts step, one transaction, a replay does nothing.
 */
export async function mergeBsuidPair(
  deps: MergeDeps,
  companyId: number,
  who: { number?: string | undefined; bsuid?: string | undefined },
): Promise<boolean> {
  if (!who.number || !who.bsuid) return false;
  return mergeMappedPair(deps, companyId, 'bsuid', who.number, who.bsuid, findBsuidPair);
}

async function findBsuidPair(companyId: number, key: string, bsuid: string): Promise<ContactPair | null> {
  const placeholder = bsuidNumber(bsuid);
  const rows = await tenant(companyId)(Contact)
    .where('numberKey', key)
    .orWhere('number', placeholder)
    .orderBy('id')
    .limit(3);
  const numbered = rows.find((r) => r.numberKey === key);
  const bsuidOnly = rows.find((r) => r.id !== numbered?.id && r.number === placeholder);
  if (!numbered || !bsuidOnly || numbered.isGroup || bsuidOnly.isGroup) return null;
  if (numbered.bsuid && numbered.bsuid !== bsuid) return null;
  return { keepId: numbered.id, mergeId: bsuidOnly.id };
}
