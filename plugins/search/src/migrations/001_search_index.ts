import { isSqlite as onSqlite, type Migration } from '@balcao/core';

/** What is searched: the table, its FTS5 shadow (SQLite) or FULLTEXT index (MariaDB), and the columns. */
const sources = [
  { table: 'messages', index: 'messages_body_ft', columns: ['body'] },
  { table: 'contacts', index: 'contacts_name_number_ft', columns: ['name', 'number'] },
  { table: 'ticket_notes', index: 'ticket_notes_note_ft', columns: ['note'] },
  { table: 'tags', index: 'tags_name_ft', columns: ['name'] },
] as const;

/**
 * The database's own full-text indexes, kept in the writer's transaction by the database itself:
 * - MariaDB: a FULLTEXT index on the column (InnoDB updates it with the row; utf8mb4_general_ci folds case and
 *   accents, so `atencao` finds `atenção`);
 * - SQLite: an FTS5 external-content table per source (`<table>_fts`, rowid = the row's id) that triggers keep in
 *   step with every insert, update and delete, unicode61 with remove_diacritics 2 for the same folding.
 */
export const createSearchIndex: Migration = {
  name: '001_search_index',
  async up(knex) {
    for (const s of sources) {
      const cols = s.columns.join(', ');
      if (!onSqlite(knex)) {
        await knex.raw(`ALTER TABLE ${s.table} ADD FULLTEXT INDEX ${s.index} (${cols})`);
        continue;
      }
      const fts = `${s.table}_fts`;
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
      // rows written before the plugin was installed
      await knex.raw(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`);
    }
    // MariaDB's scan of a company's newest messages (find-messages.ts) walks this range, not the whole company
    if (!onSqlite(knex))
      await knex.raw('CREATE INDEX messages_company_id_search ON messages (company_id, id)');
  },
  async down(knex) {
    if (!onSqlite(knex)) await knex.raw('ALTER TABLE messages DROP INDEX messages_company_id_search');
    for (const s of sources) {
      if (!onSqlite(knex)) {
        await knex.raw(`ALTER TABLE ${s.table} DROP INDEX ${s.index}`);
        continue;
      }
      const fts = `${s.table}_fts`;
      for (const t of ['ai', 'ad', 'au']) await knex.raw(`DROP TRIGGER IF EXISTS ${fts}_${t}`);
      await knex.raw(`DROP TABLE IF EXISTS ${fts}`);
    }
  },
};
