import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { createKnex } from '../../src/db/knex.js';
import { migrate, type MigrationSet } from '../../src/db/migration.js';
import { coreMigrations } from '../../src/db/migrations/index.js';
import type { PluginDefinition } from '../../src/plugins/define-plugin.js';
import { orderPlugins } from '../../src/plugins/plugin-order.js';
import { TEMPLATES_ENV, templatePrefix } from './schema-templates-setup.js';
import { onDatabase } from './database-url.js';

/*
 * Migrated schemas kept for a whole test run, one per set of migrations: a test file copies one instead of
 * migrating every plugin on its fresh database. The run's global setup (`schema-templates-setup.ts`) names their
 * folder.
 */

/** the migrations a kernel with these plugins applies, in its order (as `createKernel` lists them) */
function migrationSets(plugins: PluginDefinition[]): MigrationSet[] {
  return [
    { owner: 'core', migrations: coreMigrations },
    ...orderPlugins(plugins).map((p) => ({ owner: p.name, migrations: p.migrations ?? [] })),
  ];
}

/** one name per distinct schema: each migration's id and code (a test plugin may bring its own) */
function schemaKey(sets: MigrationSet[]): string {
  const hash = createHash('sha1');
  for (const s of sets)
    for (const m of s.migrations) hash.update(`${s.owner}/${m.name}\n${m.up.toString()}\n`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Copies the run's migrated SQLite file for these plugins to `target`, building it on first use; false when the
 * run keeps no templates. Two workers building the same one at once each write their own file and the rename
 * keeps one, so no lock is needed.
 */
export async function copySqliteTemplate(target: string, plugins: PluginDefinition[]): Promise<boolean> {
  const dir = process.env[TEMPLATES_ENV];
  if (!dir) return false;
  const sets = migrationSets(plugins);
  const file = join(dir, `${schemaKey(sets)}.sqlite`);
  if (!existsSync(file)) {
    const building = `${file}.${randomBytes(4).toString('hex')}`;
    const knex = createKnex({ client: 'sqlite', filename: building });
    try {
      await migrate(knex, sets);
      // everything into the one file (no -wal beside it); each kernel turns WAL back on when it connects
      await knex.raw('PRAGMA journal_mode = DELETE');
    } finally {
      await knex.destroy();
    }
    renameSync(building, file);
  }
  copyFileSync(file, target);
  return true;
}

/** a MariaDB template as its clones need it: each table's definition, and the tables with rows (a migration's seed) */
interface MysqlClone {
  ddl: string[];
  seeded: string[];
}

/**
 * Creates database `name` on `server` as a clone of the run's migrated MariaDB template for these plugins,
 * building the template on first use under a server lock (other workers wait for it); false when the run keeps
 * no templates.
 */
export async function cloneMysqlTemplate(
  server: string,
  name: string,
  plugins: PluginDefinition[],
): Promise<boolean> {
  const dir = process.env[TEMPLATES_ENV];
  if (!dir) return false;
  const sets = migrationSets(plugins);
  const template = `${templatePrefix(dir)}${schemaKey(sets)}`;
  // read by every test file (each runs in a fresh worker): kept beside the SQLite templates
  const described = join(dir, `${template}.json`);
  const conn = await mysql.createConnection({ uri: server, multipleStatements: true });
  try {
    if (!existsSync(described)) await buildMysqlTemplate(conn, server, template, sets, described);
    const clone = JSON.parse(readFileSync(described, 'utf8')) as MysqlClone;
    // one round trip: the tables in any order (foreign keys are checked once rows exist), then the seeded rows
    await conn.query(
      [
        `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
        `USE \`${name}\``,
        'SET FOREIGN_KEY_CHECKS = 0',
        ...clone.ddl,
        ...clone.seeded.map((t) => `INSERT INTO \`${t}\` SELECT * FROM \`${template}\`.\`${t}\``),
        'SET FOREIGN_KEY_CHECKS = 1',
      ].join(';\n'),
    );
  } finally {
    await conn.end();
  }
  return true;
}

/** Migrates the template and writes its description, unless a worker that held the lock before did both. */
async function buildMysqlTemplate(
  conn: mysql.Connection,
  server: string,
  template: string,
  sets: MigrationSet[],
  described: string,
) {
  await conn.query('SELECT GET_LOCK(?, 600)', [template]);
  try {
    if (existsSync(described)) return;
    // without its description a template is unfinished (its builder failed): start again
    await conn.query(`DROP DATABASE IF EXISTS \`${template}\``);
    await conn.query(`CREATE DATABASE \`${template}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const knex = createKnex({ client: 'mysql', url: onDatabase(server, template) });
    try {
      await migrate(knex, sets);
    } catch (err) {
      await conn.query(`DROP DATABASE IF EXISTS \`${template}\``);
      throw err;
    } finally {
      await knex.destroy();
    }
    const writing = `${described}.${randomBytes(4).toString('hex')}`;
    writeFileSync(writing, JSON.stringify(await describeTemplate(conn, template)));
    renameSync(writing, described);
  } finally {
    await conn.query('SELECT RELEASE_LOCK(?)', [template]);
  }
}

async function describeTemplate(conn: mysql.Connection, template: string): Promise<MysqlClone> {
  const [tables] = await conn.query<mysql.RowDataPacket[]>(
    "SELECT table_name AS t FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE'",
    [template],
  );
  const ddl: string[] = [];
  const seeded: string[] = [];
  for (const { t } of tables as Array<{ t: string }>) {
    const [[create]] = await conn.query<mysql.RowDataPacket[]>(`SHOW CREATE TABLE \`${template}\`.\`${t}\``);
    ddl.push(create!['Create Table'] as string);
    const [[row]] = await conn.query<mysql.RowDataPacket[]>(
      `SELECT EXISTS (SELECT 1 FROM \`${template}\`.\`${t}\`) AS has`,
    );
    if (Number(row!.has)) seeded.push(t);
  }
  return { ddl, seeded };
}
