import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { knexSnakeCaseMappers } from 'objection';
import type { DbConfig } from '../config/config.js';

export type { Knex };

/** snake_case in the database, camelCase in code; SQLite gets foreign keys and WAL, MySQL utf8mb4. */
/** what afterCreate uses of a better-sqlite3 connection */
interface SqliteConnection {
  pragma(s: string): void;
  function(name: string, options: { deterministic: boolean }, fn: (v: unknown) => unknown): void;
  prepare(sql: string): unknown;
}

/**
 * knex prepares every statement again on each query; preparing was 4-5 % of the engine benchmark's CPU. The same SQL
 * text gets the statement prepared before (better-sqlite3 statements are reusable, and SQLite re-prepares one
 * itself after a schema change).
 */
function reusePreparedStatements(conn: SqliteConnection) {
  const prepare = conn.prepare.bind(conn);
  const prepared = new LRUCache<string, object>({ max: 1000 });
  conn.prepare = (sql: string) => {
    let statement = prepared.get(sql);
    if (!statement) prepared.set(sql, (statement = prepare(sql) as object));
    return statement;
  };
}

/** `poolMax`: MySQL connections at most (10 by default); SQLite always has one */
export function createKnex(db: DbConfig, opts: { poolMax?: number } = {}): Knex {
  if (db.client === 'sqlite') {
    if (db.filename !== ':memory:') mkdirSync(dirname(db.filename), { recursive: true });
    return knexFactory({
      client: 'better-sqlite3',
      connection: { filename: db.filename },
      useNullAsDefault: true,
      pool: {
        min: 1,
        max: 1,
        afterCreate(conn: SqliteConnection, done: (err: Error | null, conn: unknown) => void) {
          conn.pragma('foreign_keys = ON');
          conn.pragma('journal_mode = WAL');
          conn.pragma('busy_timeout = 5000');
          reusePreparedStatements(conn);
          // SQLite's own LOWER folds ASCII only: a search for "érica" missed "Érica" here and found it on
          // MariaDB. JavaScript's folds every letter, so searches and name sorts agree across engines.
          conn.function('lower', { deterministic: true }, (v: unknown) =>
            typeof v === 'string' ? v.toLowerCase() : v,
          );
          done(null, conn);
        },
      },
      ...knexSnakeCaseMappers(),
    });
  }
  return knexFactory({
    client: 'mysql2',
    connection: {
      uri: db.url,
      charset: 'utf8mb4',
      timezone: 'Z',
      supportBigNumbers: true,
      dateStrings: false,
    },
    pool: { min: 0, max: opts.poolMax ?? 10 },
    ...knexSnakeCaseMappers(),
  } as Knex.Config);
}

/**
 * Which engine a knex instance or transaction talks to, for the few SQL forms the two differ in (INSERT IGNORE,
 * FOR UPDATE, time arithmetic). One place, so a third engine is one more line here.
 */
export const isSqlite = (knex: Knex) => String(knex.client.config.client).includes('sqlite');
export const isMysql = (knex: Knex) => String(knex.client.config.client).startsWith('mysql');
