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
export const templatePrefix = (dir: string) => `balcao_tpl_${basename(dir).replace(/\W/g, '').slice(-12)}_`;

/**
 * Vitest global setup: one folder of migrated schemas for the whole run (the workers inherit its name), and at the
 * end the folder and the run's MariaDB templates go away.
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
      for (const { name } of rows as Array<{ name: string }>) await conn.query(`DROP DATABASE \`${name}\``);
    } finally {
      await conn.end();
    }
  };
}
