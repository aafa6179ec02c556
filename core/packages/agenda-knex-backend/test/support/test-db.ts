import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';

/** A throwaway database per test file: a temp SQLite file, or (TEST_DB=mysql) a fresh MariaDB database. */
export interface TestDb {
  client: 'sqlite' | 'mysql';
  /** Connection config usable from another process too. */
  config: Knex.Config;
  knex: Knex;
  drop(): Promise<void>;
}

export const testDbClient = (): 'sqlite' | 'mysql' => (process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

export function knexConfig(client: 'sqlite' | 'mysql', target: string): Knex.Config {
  if (client === 'sqlite') {
    return {
      client: 'better-sqlite3',
      connection: { filename: target },
      useNullAsDefault: true,
      // busy_timeout: another connection may hold the write lock for a moment.
      pool: {
        afterCreate: (c: { pragma(s: string): void }, done: () => void) => (
          c.pragma('journal_mode = WAL'),
          c.pragma('busy_timeout = 5000'),
          done()
        ),
      },
    };
  }
  return { client: 'mysql2', connection: { uri: target }, pool: { min: 0, max: 10 } };
}

export async function createTestDb(): Promise<TestDb> {
  const client = testDbClient();
  if (client === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'agenda-knex-'));
    const config = knexConfig('sqlite', join(dir, 'jobs.sqlite'));
    const knex = knexFactory(config);
    return {
      client,
      config,
      knex,
      drop: async () => (await knex.destroy(), rmSync(dir, { recursive: true, force: true })),
    };
  }
  const server = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
  const name = `agenda_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'mysql2', connection: { uri: server }, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const config = knexConfig('mysql', `${server}/${name}`);
  const knex = knexFactory(config);
  return {
    client,
    config,
    knex,
    async drop() {
      await knex.destroy();
      await admin.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.destroy();
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until check() is truthy or the timeout passes (then fails with the label). */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  label = 'condition',
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(20);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${label}`);
}

const camel = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const camelize = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(camelize);
  if (v && typeof v === 'object' && v.constructor === Object) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [camel(k), x]));
  }
  return v;
};

/** The identifier mapping apps use with objection (snake_case columns, camelCase results). */
export function withCamelCaseMapping(config: Knex.Config): Knex.Config {
  return {
    ...config,
    wrapIdentifier: (value, origImpl) =>
      origImpl(value && value.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)),
    postProcessResponse: (result) => camelize(result),
  };
}
