import type { Knex } from 'knex';
import { AppError } from '@balcao/core';

/** Shorter words are skipped: MariaDB's InnoDB full-text index does not hold them (innodb_ft_min_token_size 3). */
export const minWordLength = 3;
const maxWords = 8;

/**
 * The words of a query, letters and digits only (so nothing of the query is ever read as full-text syntax), each
 * matched as a word prefix and all of them required. None long enough is ERR_SEARCH_TOO_SHORT.
 */
export function searchWords(q: string): string[] {
  const words = (q.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (w) => [...w].length >= minWordLength,
  );
  const unique = [...new Set(words.map((w) => w.toLowerCase()))].slice(0, maxWords);
  if (!unique.length) throw new AppError('ERR_SEARCH_TOO_SHORT', 400);
  return unique;
}

export const onSqlite = (knex: Knex) => /sqlite/.test(String(knex.client.config.client));

/**
 * Narrows `q` (already on `table`) to rows whose indexed columns hold every word: MATCH ... AGAINST in boolean mode
 * on MariaDB, a join to the FTS5 shadow table on SQLite (see migrations/001_search_index.ts).
 */
export function whereMatches(
  knex: Knex,
  q: Knex.QueryBuilder,
  table: 'messages' | 'contacts' | 'ticket_notes' | 'tags',
  columns: string[],
  words: string[],
): Knex.QueryBuilder {
  if (onSqlite(knex)) {
    const fts = `${table}_fts`;
    const expr = words.map((w) => `"${w}"*`).join(' ');
    return q.join(fts, `${fts}.rowid`, `${table}.id`).whereRaw(`${fts} MATCH ?`, [expr]);
  }
  const cols = columns.map((c) => `${table}.${c}`).join(', ');
  return q.whereRaw(`MATCH(${cols}) AGAINST (? IN BOOLEAN MODE)`, [words.map((w) => `+${w}*`).join(' ')]);
}
