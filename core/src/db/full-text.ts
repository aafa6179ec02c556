import type { Knex } from 'knex';
import { isSqlite } from './knex.js';
import type { TenantDb } from './tenant-db.js';

/** A table's columns searched by words: the owner's migration indexes them, its finders match them. */
export interface FullTextSource {
  /** the table (snake_case), one the calling plugin owns */
  table: string;
  /** the index's name on MariaDB */
  index: string;
  /** the indexed columns (snake_case) */
  columns: readonly string[];
}

/**
 * The database's own full-text index on a table's columns, kept in the writer's transaction by the database
 * itself, created only when missing (an install that had it from an earlier owner keeps it):
 * - MariaDB: a FULLTEXT index (InnoDB updates it with the row; utf8mb4_general_ci folds case and accents, so
 *   `atencao` finds `atenção`);
 * - SQLite: an FTS5 external-content table `<table>_fts` (rowid = the row's id) that triggers keep in step with
 *   every insert, update and delete, unicode61 with remove_diacritics 2 for the same folding.
 */
export async function createFullTextIndex(knex: Knex, s: FullTextSource): Promise<void> {
  const cols = s.columns.join(', ');
  if (!isSqlite(knex)) {
    if (!(await hasIndex(knex, s.table, s.index)))
      await knex.raw(`ALTER TABLE ${s.table} ADD FULLTEXT INDEX ${s.index} (${cols})`);
    return;
  }
  const fts = `${s.table}_fts`;
  if (await knex.schema.hasTable(fts)) return;
  const newVals = s.columns.map((c) => `new.${c}`).join(', ');
  const oldVals = s.columns.map((c) => `old.${c}`).join(', ');
  await knex.raw(
    `CREATE VIRTUAL TABLE ${fts} USING fts5(${cols}, content='${s.table}', content_rowid='id', ` +
      `tokenize = "unicode61 remove_diacritics 2")`,
  );
  await knex.raw(
    `CREATE TRIGGER ${fts}_ai AFTER INSERT ON ${s.table} BEGIN ` +
      `INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.id, ${newVals}); END`,
  );
  await knex.raw(
    `CREATE TRIGGER ${fts}_ad AFTER DELETE ON ${s.table} BEGIN ` +
      `INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.id, ${oldVals}); END`,
  );
  await knex.raw(
    `CREATE TRIGGER ${fts}_au AFTER UPDATE OF ${cols} ON ${s.table} BEGIN ` +
      `INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.id, ${oldVals}); ` +
      `INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.id, ${newVals}); END`,
  );
  // rows written before the index existed
  await knex.raw(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`);
}

export async function dropFullTextIndex(knex: Knex, s: FullTextSource): Promise<void> {
  if (!isSqlite(knex)) {
    if (await hasIndex(knex, s.table, s.index))
      await knex.raw(`ALTER TABLE ${s.table} DROP INDEX ${s.index}`);
    return;
  }
  const fts = `${s.table}_fts`;
  for (const t of ['ai', 'ad', 'au']) await knex.raw(`DROP TRIGGER IF EXISTS ${fts}_${t}`);
  await knex.raw(`DROP TABLE IF EXISTS ${fts}`);
}

/** whether MariaDB has an index of that name on the table (of the connection's database) */
export async function hasIndex(knex: Knex, table: string, index: string): Promise<boolean> {
  const [rows] = (await knex.raw(
    'SELECT 1 FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = ? AND index_name = ? LIMIT 1',
    [table, index],
  )) as [unknown[]];
  return rows.length > 0;
}

/**
 * The company's rows of the source whose indexed columns hold every word (letters and digits only, so nothing is
 * read as full-text syntax), each as a word prefix: MATCH ... AGAINST in boolean mode on MariaDB; on SQLite the
 * FTS5 table CROSS JOINed first, so the planner walks the (small) match list instead of probing the index for
 * every row of the company.
 */
export function fullTextMatch(
  knex: Knex,
  db: TenantDb,
  companyId: number,
  s: FullTextSource,
  words: string[],
): Knex.QueryBuilder {
  const { table } = s;
  if (isSqlite(knex)) {
    const fts = `${table}_fts`;
    const expr = words.map((w) => `"${w}"*`).join(' ');
    // the FTS table has no company: the scope is the joined table's, as tenant() would write it
    return knex(fts)
      .crossJoin(table, `${table}.id`, `${fts}.rowid`)
      .whereRaw(`${fts} MATCH ?`, [expr])
      .where(`${table}.companyId`, companyId);
  }
  const cols = s.columns.map((c) => `${table}.${c}`).join(', ');
  return db
    .tenant(companyId)(table)
    .whereRaw(`MATCH(${cols}) AGAINST (? IN BOOLEAN MODE)`, [words.map((w) => `+${w}*`).join(' ')]);
}

/** newest first by the row id of a `fullTextMatch`, read from the FTS5 table on SQLite (it walks rowid order) */
export const fullTextNewestFirst = (knex: Knex, s: FullTextSource) =>
  isSqlite(knex) ? `${s.table}_fts.rowid` : `${s.table}.id`;
