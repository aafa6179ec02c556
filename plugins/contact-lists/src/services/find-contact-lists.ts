import { notFound } from '@balcao/core';
import type { Knex } from 'knex';
import type { ContactListPageQuery } from '../contact-list-schemas.js';
import type { ContactListPage } from '../contracts.js';
import type { ContactListDeps } from './contact-list-deps.js';
import { toListWire, type ContactListWire } from './contact-list-wire.js';

/** Whaticket's page size. */
export const CONTACT_LIST_PAGE_SIZE = 20;

/** The company's lists, each with its contactsCount (a correlated count, indexed by contact_list_id). */
function listsWithCount(deps: ContactListDeps, companyId: number, trx?: Knex.Transaction) {
  const t = deps.db.tenant(companyId, trx);
  const count = t('contact_list_items')
    .whereRaw('contact_list_items.contact_list_id = contact_lists.id')
    .count('*')
    .as('contactsCount');
  return t('contact_lists').select('contact_lists.*', count);
}

/** GET /contact-lists: `{ records, count, hasMore }`, by name, those whose name holds searchParam. */
export async function listContactListPage(
  deps: ContactListDeps,
  companyId: number,
  { searchParam, pageNumber }: ContactListPageQuery,
) {
  const term = searchParam.trim().toLowerCase();
  const filter = (q: Knex.QueryBuilder) =>
    term ? q.whereRaw('LOWER(contact_lists.name) LIKE ?', [`%${term}%`]) : q;
  const [{ count }] = (await filter(deps.db.tenant(companyId)('contact_lists')).count({
    count: '*',
  })) as [{ count: number | string }];
  const rows = await filter(listsWithCount(deps, companyId))
    .orderBy('contact_lists.name')
    .orderBy('contact_lists.id')
    .limit(CONTACT_LIST_PAGE_SIZE)
    .offset((pageNumber - 1) * CONTACT_LIST_PAGE_SIZE);
  const total = Number(count);
  return {
    records: rows.map(toListWire),
    count: total,
    hasMore: total > pageNumber * CONTACT_LIST_PAGE_SIZE,
  } satisfies ContactListPage;
}

/** GET /contact-lists/list: every list of the company, for the campaign dialog's select. */
export async function listAllContactLists(deps: ContactListDeps, companyId: number) {
  const rows = await listsWithCount(deps, companyId)
    .orderBy('contact_lists.name')
    .orderBy('contact_lists.id');
  return rows.map(toListWire);
}

/** One list with its count, or undefined when the company has none with this id. */
export async function getContactList(
  deps: ContactListDeps,
  companyId: number,
  id: number,
  trx?: Knex.Transaction,
): Promise<ContactListWire | undefined> {
  const row = await listsWithCount(deps, companyId, trx).where('contact_lists.id', id).first();
  return row ? toListWire(row) : undefined;
}

/** The names of the company's lists among `ids` (another company's are left out): `{ id, name }` each. */
export async function contactListNames(
  deps: ContactListDeps,
  companyId: number,
  ids: number[],
): Promise<Array<{ id: number; name: string }>> {
  if (!ids.length) return [];
  return (await deps.db.tenant(companyId)('contact_lists').whereIn('id', ids).select('id', 'name')) as Array<{
    id: number;
    name: string;
  }>;
}

/** One list; another company's is as missing as one that never was (404 ERR_NO_CONTACT_LIST_FOUND). */
export async function findContactList(
  deps: ContactListDeps,
  companyId: number,
  id: number,
  trx?: Knex.Transaction,
): Promise<ContactListWire> {
  return (await getContactList(deps, companyId, id, trx)) ?? noContactList();
}

export function noContactList(): never {
  throw notFound('ERR_NO_CONTACT_LIST_FOUND');
}
