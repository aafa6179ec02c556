import { isSqlite } from '@balcao/core';
import type { Knex } from 'knex';

/**
 * Time arithmetic in SQL for both engines. Timestamps are what knex wrote: epoch milliseconds (integers) on
 * SQLite, DATETIME/TIMESTAMP on MariaDB. The expressions take column expressions of ours, never request input.
 */
const onSqlite = isSqlite;

/** Whole minutes from `from` to `to`, seconds dropped as Whaticket's age() parts drop them; NULL if one is NULL. */
export function wholeMinutes(knex: Knex, from: string, to: string): string {
  // truncated toward zero, as TIMESTAMPDIFF does
  return onSqlite(knex)
    ? `CAST(((${to}) - (${from})) / 60000 AS INTEGER)`
    : `TIMESTAMPDIFF(MINUTE, ${from}, ${to})`;
}

/** Which slot of `slotMs` after `start` the instant `column` falls in (0, 1, ...); `column` is never before start. */
export function slotOf(knex: Knex, column: string, start: Date, slotMs: number) {
  return onSqlite(knex)
    ? // better-sqlite3 binds a JS number as REAL, so the quotient is cut to an integer here
      { sql: `CAST((${column} - ?) / ${slotMs} AS INTEGER)`, bindings: [start.getTime()] }
    : { sql: `FLOOR(TIMESTAMPDIFF(SECOND, ?, ${column}) / ${slotMs / 1000})`, bindings: [start] };
}

/** Whole seconds from `from` to `to`, truncated toward zero as TIMESTAMPDIFF does; NULL if one is NULL. */
export function wholeSeconds(knex: Knex, from: string, to: string): string {
  return onSqlite(knex)
    ? `CAST(((${to}) - (${from})) / 1000 AS INTEGER)`
    : `TIMESTAMPDIFF(SECOND, ${from}, ${to})`;
}
