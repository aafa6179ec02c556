import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type * as Mysql from 'mysql2/promise';

/**
 * Names the folder of migrated schemas kept for a whole test run (`schema-template.ts`); without it (a script,
 * another runner) every test database is migrated as before.
 */
export const TEMPLATES_ENV = 'BALCAO_TEST_TEMPLATES';

/** every MariaDB template of the run starts with this, so that teardown finds exactly its own */
export const templatePrefix = (dir: string) => `balcao_tpl_${runId(dir)}_`;

/** every test database of the run starts with this (outside a run, with the worker's pid alone) */
export const testDatabasePrefix = (dir: string | undefined) => `balcao_t_${dir ? `${runId(dir)}_` : ''}`;

const runId = (dir: string) => basename(dir).replace(/\W/g, '').slice(-12);

/**
 * Vitest global setup: one folder of migrated schemas for the whole run (the workers inherit its name), and at the
 * end the folder, the run's MariaDB templates and any test database still there go away.
 */
export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-templates-'));
  process.env[TEMPLATES_ENV] = dir;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (process.env.TEST_DB !== 'mysql') return;
    // resolved from core's own dependencies: the global setup is loaded from the workspace root
    const mysql = createRequire(import.meta.url)('mysql2/promise') as typeof Mysql;
    const conn = await mysql.createConnection({
      uri: process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306',
    });
    try {
      const [rows] = await conn.query<Mysql.RowDataPacket[]>(
        'SELECT schema_name AS name FROM information_schema.schemata WHERE schema_name LIKE ?',
        [`${templatePrefix(dir)}%`],
      );
      // and the test databases whose drop, left to finish in the background, the end of their worker cut short
      const [left] = await conn.query<Mysql.RowDataPacket[]>(
        'SELECT schema_name AS name FROM information_schema.schemata WHERE schema_name LIKE ?',
        [`${testDatabasePrefix(dir)}%`],
      );
      rows.push(...(left as typeof rows));
      for (const { name } of rows as Array<{ name: string }>)
        await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
    } finally {
      await conn.end();
    }
  };
}
