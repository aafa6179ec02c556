import { notFound, pageOf } from '@balcao/core';
import type { Knex } from 'knex';
import type { ContactListItemPageQuery } from '../contact-list-schemas.js';
import type { ContactListItemPage } from '../contracts.js';
import type { ContactListDeps } from './contact-list-deps.js';
import { toItemWire, type ContactListItemWire } from './contact-list-wire.js';

/** Whaticket's page size. */
export const CONTACT_LIST_ITEM_PAGE_SIZE = 20;

/** What the last WhatsApp check found of an item's number: null when not checked yet, or no such item. */
export async function itemValidity(
  deps: ContactListDeps,
  companyId: number,
  id: number,
): Promise<number | boolean | null> {
  const row = (await deps.db
    .tenant(companyId)('contact_list_items')
    .where({ id })
    .first('isWhatsappValid')) as { isWhatsappValid: number | boolean | null } | undefined;
  return row?.isWhatsappValid ?? null;
}

/**
 * A list's items with a number, oldest first, as a subquery (campaigns build their plan from it in one
 * INSERT ... SELECT): `id, number, name, email, isWhatsappValid`.
 */
export function itemsToReach(
  deps: ContactListDeps,
  companyId: number,
  contactListId: number,
): Knex.QueryBuilder {
  return deps.db
    .tenant(companyId)('contact_list_items')
    .where({ contactListId })
    .whereNot({ number: '' })
    .select('id', 'number', 'name', 'email', 'isWhatsappValid');
}

/** GET /contact-list-items: `{ contacts, count, hasMore }` of one list (or all), by name, searched by name or number. */
export async function listContactListItemPage(
  deps: ContactListDeps,
  companyId: number,
  { searchParam, pageNumber, contactListId }: ContactListItemPageQuery,
) {
  const term = searchParam.trim().toLowerCase();
  const base = () => {
    const q = deps.db.tenant(companyId)('contact_list_items');
    if (contactListId) q.where({ contactListId });
    if (term)
      q.where((w) =>
        w
          .whereRaw('LOWER(contact_list_items.name) LIKE ?', [`%${term}%`])
          .orWhere('contact_list_items.number', 'like', `%${term}%`),
      );
    return q;
  };
  const { rows, count, hasMore } = await pageOf(base, pageNumber, CONTACT_LIST_ITEM_PAGE_SIZE, (q) =>
    q.orderBy('contact_list_items.name').orderBy('contact_list_items.id'),
  );
  return {
    contacts: rows.map(toItemWire),
    count,
    hasMore,
  } satisfies ContactListItemPage;
}

/** GET /contact-list-items/list?contactListId: every item of one list, in the order they were added. */
export async function listAllContactListItems(
  deps: ContactListDeps,
  companyId: number,
  contactListId: number,
) {
  const rows = await deps.db
    .tenant(companyId)('contact_list_items')
    .where({ contactListId })
    .orderBy('contact_list_items.id');
  return rows.map(toItemWire);
}

/** One item; another company's is as missing as one that never was (404 ERR_NO_CONTACT_LIST_ITEM_FOUND). */
export async function findContactListItem(
  deps: ContactListDeps,
  companyId: number,
  id: number,
  trx?: Knex.Transaction,
): Promise<ContactListItemWire> {
  const row = await deps.db.tenant(companyId, trx)('contact_list_items').where({ id }).first();
  return row ? toItemWire(row) : noContactListItem();
}

export function noContactListItem(): never {
  throw notFound('ERR_NO_CONTACT_LIST_ITEM_FOUND');
}
