import type { Knex } from 'knex';
import { isMysql } from '@balcao/core';

/**
 * A time as the engine keeps it: MariaDB's DATETIME drops the milliseconds, SQLite keeps them. A row served from
 * what was written (the turn's ticket, a message just sent) then shows the same time as one read back would.
 */
export function asStored(knex: Knex | Knex.Transaction, at: Date): Date {
  if (!isMysql(knex)) return at;
  return new Date(Math.floor(at.getTime() / 1000) * 1000);
}
