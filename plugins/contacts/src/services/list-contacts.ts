import { pageOf, tenant } from '@balcao/core';
import { Contact } from '../contact-model.js';
import type { ContactPage } from '../contracts.js';

const PAGE_SIZE = 20;

/** `%` and `_` typed in a search are looked for as such, not as wildcards ('!' escapes alike on both engines). */
const likeTerm = (search: string) =>
  `%${search
    .trim()
    .toLowerCase()
    .replace(/[!%_]/g, (c) => `!${c}`)}%`;

/**
 * One page (20, as Whaticket's contacts page) of a company's contacts by name, searched by name or number.
 * Sorted on the lower-cased name so both engines give one order (SQLite's binary sort puts `bruno` after `Zé`).
 */
export async function listContacts(
  companyId: number,
  { searchParam, pageNumber }: { searchParam: string; pageNumber: number },
) {
  const term = likeTerm(searchParam);
  const base = () => {
    const q = tenant(companyId)(Contact);
    if (searchParam.trim())
      q.where((w) =>
        w
          .whereRaw("LOWER(contacts.name) LIKE ? ESCAPE '!'", [term])
          .orWhereRaw("contacts.number LIKE ? ESCAPE '!'", [term]),
      );
    return q;
  };
  const { rows, count, hasMore } = await pageOf(base, pageNumber, PAGE_SIZE, (q) =>
    q.orderByRaw('LOWER(contacts.name)').orderBy('contacts.id'),
  );
  return { contacts: rows, count, hasMore } satisfies ContactPage;
}

/** Every contact of the company by name (Whaticket's pickers: new ticket, schedules), optionally by name. */
export async function listAllContacts(companyId: number, { name }: { name?: string }) {
  const q = tenant(companyId)(Contact).orderByRaw('LOWER(contacts.name)').orderBy('contacts.id');
  if (name?.trim()) q.whereRaw("LOWER(contacts.name) LIKE ? ESCAPE '!'", [likeTerm(name)]);
  return await q;
}
