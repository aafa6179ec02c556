import { fullTextMatch, type FullTextSource, type TenantDb } from '@balcao/core';
import type { Knex } from 'knex';

/** the contacts' columns searched by words */
export const contactText: FullTextSource = {
  table: 'contacts',
  index: 'contacts_name_number_ft',
  columns: ['name', 'number'],
};

/**
 * The ids of the company's contacts whose name or number holds every word (whole words, letters and digits, as
 * word prefixes), or whose number holds `digits` anywhere: a subquery (GET /search finds their tickets so).
 */
export function contactIdsMatching(
  deps: { knex: Knex; db: TenantDb },
  companyId: number,
  words: string[],
  digits: string | null,
): Knex.QueryBuilder {
  return deps.db
    .tenant(companyId)('contacts')
    .select('contacts.id')
    .where((b) => {
      b.whereIn(
        'contacts.id',
        fullTextMatch(deps.knex, deps.db, companyId, contactText, words).select('contacts.id'),
      );
      if (digits) b.orWhere('contacts.number', 'like', `%${digits}%`);
    });
}
