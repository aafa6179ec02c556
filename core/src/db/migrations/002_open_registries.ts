import type { Knex } from 'knex';
import { isSqlite } from '../knex.js';
import type { Migration } from '../migration.js';
import { planFlagColumns } from './001_tenancy.js';

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * knex drops a SQLite column by rebuilding the table, which foreign keys pointing at it (companies -> plans)
 * refuse; SQLite's own DROP COLUMN (3.35+) leaves the table in place.
 */
async function dropColumns(knex: Knex, table: string, columns: readonly string[]) {
  if (isSqlite(knex)) {
    for (const c of columns) await knex.raw('ALTER TABLE ?? DROP COLUMN ??', [table, c]);
  } else await knex.schema.alterTable(table, (t) => t.dropColumns(...columns));
}

/**
 * Plan flags and connection fields become open registries that plugins declare (docs/plugins.md): their
 * values move from fixed columns into a JSON column each table carries, under the same wire names.
 */
export const openRegistries: Migration = {
  name: '002_open_registries',
  async up(knex: Knex) {
    await knex.schema.alterTable('plans', (t) => t.text('features').nullable());
    for (const plan of await knex('plans').select('id', ...planFlagColumns.map(camel))) {
      const features = Object.fromEntries(planFlagColumns.map((c) => [camel(c), Boolean(plan[camel(c)])]));
      await knex('plans')
        .where({ id: plan.id })
        .update({ features: JSON.stringify(features) });
    }
    await dropColumns(knex, 'plans', planFlagColumns);

    await knex.schema.alterTable('whatsapps', (t) => t.text('fields').nullable());
    for (const w of await knex('whatsapps').whereNotNull('promptId').select('id', 'promptId'))
      await knex('whatsapps')
        .where({ id: w.id })
        .update({ fields: JSON.stringify({ promptId: w.promptId }) });
    await dropColumns(knex, 'whatsapps', ['prompt_id']);
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('whatsapps', (t) => {
      t.integer('prompt_id').unsigned().nullable();
    });
    await dropColumns(knex, 'whatsapps', ['fields']);
    await knex.schema.alterTable('plans', (t) => {
      for (const c of planFlagColumns) t.boolean(c).notNullable().defaultTo(false);
    });
    await dropColumns(knex, 'plans', ['features']);
  },
};
