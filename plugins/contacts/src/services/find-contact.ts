import { notFound, tenant, type TenantDb, tenantTable } from '@balcao/core';
import type { Knex } from 'knex';
import { Contact } from '../contact-model.js';
import { contactById } from './contact-by-id.js';
import { bsuidNumber, lidNumber, numberKey } from '../number.js';

/** a transaction, for callers that read inside one */
export type Trx = Parameters<typeof tenant>[1];

/** How WhatsApp names a person: the number when it told us, the LID or the BSUID (Cloud API) when it did. */
export interface ContactKey {
  number?: string;
  lid?: string;
  bsuid?: string;
}

/**
 * The company's contact for this person: by the number in any of its forms (their shared key) first, else by
 * LID, else by BSUID (a contact stored before its number was known has `<lid>@lid` or `<bsuid>@bsuid` as number).
 */
export async function findContactByKey(
  companyId: number,
  key: ContactKey,
  trx?: Trx,
): Promise<Contact | undefined> {
  if (key.number) {
    const found = await tenant(companyId, trx)(Contact).findOne({ numberKey: numberKey(key.number) });
    if (found) return found;
  }
  if (key.lid) {
    const found = await tenant(
      companyId,
      trx,
    )(Contact)
      .where('lid', key.lid)
      .orWhere('number', lidNumber(key.lid))
      .orderBy('id')
      .first();
    if (found) return found;
  }
  if (key.bsuid) {
    return await tenant(
      companyId,
      trx,
    )(Contact)
      .where('bsuid', key.bsuid)
      .orWhere('number', bsuidNumber(key.bsuid))
      .orderBy('id')
      .first();
  }
  return undefined;
}

/** One contact of the company with its extraInfo; 404 ERR_NO_CONTACT_FOUND for an unknown or foreign id. */
export async function findContact(companyId: number, id: number, trx?: Trx): Promise<Contact> {
  const contact = await tenant(
    companyId,
    trx,
  )(Contact)
    .findById(id)
    .withGraphFetched('extraInfo(ordered)')
    .modifiers({ ordered: (q) => void q.orderBy('id') });
  return contact ?? throwNoContact();
}

/**
 * The company's contacts among `ids`, without extraInfo; unknown and foreign ids are left out. A lone id (the
 * contact of one ticket a change, a send or a load serves) is the compiled `contactById`.
 */
export async function findContacts(companyId: number, ids: number[], trx?: Trx): Promise<Contact[]> {
  if (ids.length === 1) {
    const contact = await contactById(tenantTable(trx ?? Contact.knex(), companyId), ids[0]!);
    return contact ? [contact] : [];
  }
  return ids.length ? await tenant(companyId, trx)(Contact).whereIn('id', ids) : [];
}

/** The ids of the company's contacts whose name holds `term` (lower case), as a subquery for a `whereIn`. */
export function contactIdsNamed(companyId: number, term: string) {
  return tenant(companyId)(Contact)
    .whereRaw('LOWER(name) LIKE ?', [`%${term}%`])
    .select('id');
}

/**
 * The company's contacts among `ids` (a subquery) a message can go to: one person (not a group) with a number;
 * `id, number, name, email`, as a subquery (campaigns build their plan from it in one INSERT ... SELECT).
 */
export function reachableContacts(db: TenantDb, companyId: number, ids: Knex.QueryBuilder) {
  return db
    .tenant(companyId)('contacts')
    .whereIn('id', ids)
    .where({ isGroup: false })
    .whereNot({ number: '' })
    .select('id', 'number', 'name', 'email');
}

export function throwNoContact(): never {
  throw notFound('ERR_NO_CONTACT_FOUND');
}
