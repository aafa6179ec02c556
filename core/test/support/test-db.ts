import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import type { PluginDefinition } from '../../src/plugins/define-plugin.js';
import { createKnex } from '../../src/db/knex.js';
import { onDatabase } from './database-url.js';
import { cloneMysqlTemplate, copySqliteTemplate } from './schema-template.js';
import { TEMPLATES_ENV, testDatabasePrefix } from './schema-templates-setup.js';

/**
 * A throwaway database for one test file: a temp SQLite file, or (TEST_DB=mysql) a fresh database on the
 * MariaDB at TEST_MYSQL_URL. Every suite runs against a real engine; nothing is mocked. With `schemaOf`, the
 * database starts as a copy of the run's migrated schema for those plugins (`schema-template.ts`), so the
 * kernel's own migrate finds nothing left to do; without it, it starts empty.
 */
export interface TestDatabase {
  url: string;
  client: 'sqlite' | 'mysql';
  drop(): Promise<void>;
}

export { onDatabase };

export const testDbClient = (): 'sqlite' | 'mysql' => (process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

export async function createTestDatabase(
  opts: { schemaOf?: PluginDefinition[] } = {},
): Promise<TestDatabase> {
  if (testDbClient() === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'balcao-test-'));
    if (opts.schemaOf)
      await copySqliteTemplate(join(dir, 'test.sqlite'), opts.schemaOf).catch((err: unknown) => {
        rmSync(dir, { recursive: true, force: true });
        throw err;
      });
    return {
      url: `sqlite:${join(dir, 'test.sqlite')}`,
      client: 'sqlite',
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const server = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
  const name = `${testDatabasePrefix(process.env[TEMPLATES_ENV])}${process.pid}_${randomBytes(4).toString('hex')}`;
  if (!opts.schemaOf || !(await cloneMysqlTemplate(server, name, opts.schemaOf))) {
    const admin = knexFactory({ client: 'mysql2', connection: { uri: server }, pool: { min: 0, max: 1 } });
    await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.destroy();
  }
  return {
    url: onDatabase(server, name),
    client: 'mysql',
    async drop() {
      const dropping = (async () => {
        const k = knexFactory({ client: 'mysql2', connection: { uri: server }, pool: { min: 0, max: 1 } });
        await k.raw(`DROP DATABASE IF EXISTS \`${name}\``);
        await k.destroy();
      })();
      // In a test run, the next file need not wait for MariaDB to delete this one's hundred tables (a second or
      // so per file); one the worker's exit cuts short is dropped by the run's teardown (schema-templates-setup).
      if (process.env[TEMPLATES_ENV]) dropping.catch(() => undefined);
      else await dropping;
    },
  };
}

/**
 * A knex on a test database with the kernel's naming (camelCase in code, snake_case in MariaDB), and no kernel.
 * For a test that only writes and reads rows beside kernels in other processes: objection's models are bound
 * process-wide to the newest kernel made (core/src/kernel.ts), so a kernel made in a hook that timed out took
 * them from the next test file's kernel in the same worker, which then read another file's database.
 */
export function testKnex(url: string) {
  return url.startsWith('sqlite:')
    ? createKnex({ client: 'sqlite', filename: url.slice('sqlite:'.length) })
    : createKnex({ client: 'mysql', url });
}
