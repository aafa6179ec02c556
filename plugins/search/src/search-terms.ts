import type { Knex } from 'knex';
import { AppError, isSqlite, type TenantDb } from '@balcao/core';

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

export const onSqlite = isSqlite;

type Source = 'messages' | 'contacts' | 'ticket_notes' | 'tags';

/**
 * The company's rows of `table` whose indexed columns hold every word (see migrations/001_search_index.ts): MATCH
 * ... AGAINST in boolean mode on MariaDB; on SQLite the FTS5 shadow table CROSS JOINed first, so the planner walks
 * the (small) match list instead of probing the index for every row of the company.
 */
export function matchingRows(
  knex: Knex,
  db: TenantDb,
  companyId: number,
  table: Source,
  columns: string[],
  words: string[],
): Knex.QueryBuilder {
  if (onSqlite(knex)) {
    const fts = `${table}_fts`;
    const expr = words.map((w) => `"${w}"*`).join(' ');
    // the shadow table has no company: the scope is the joined table's, as tenant() would write it
    return knex(fts)
      .crossJoin(table, `${table}.id`, `${fts}.rowid`)
      .whereRaw(`${fts} MATCH ?`, [expr])
      .where(`${table}.companyId`, companyId);
  }
  const cols = columns.map((c) => `${table}.${c}`).join(', ');
  return db
    .tenant(companyId)(table)
    .whereRaw(`MATCH(${cols}) AGAINST (? IN BOOLEAN MODE)`, [words.map((w) => `+${w}*`).join(' ')]);
}

/** newest first by the row id, read from the FTS5 table on SQLite (which it walks in rowid order, no sort) */
export const newestFirst = (knex: Knex, table: Source) =>
  onSqlite(knex) ? `${table}_fts.rowid` : `${table}.id`;
