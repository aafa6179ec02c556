import type { Knex } from 'knex';
import { isSqlite } from '../knex.js';
import type { Migration } from '../migration.js';

/** The counted limits plugins declare (campaigns, schedules) live in one JSON column of the plan, as flags do. */
export const planLimitsColumn: Migration = {
  name: '003_plan_limits',
  async up(knex: Knex) {
    await knex.schema.alterTable('plans', (t) => t.text('limits').nullable());
  },
  async down(knex: Knex) {
    if (isSqlite(knex)) await knex.raw('ALTER TABLE ?? DROP COLUMN ??', ['plans', 'limits']);
    else await knex.schema.alterTable('plans', (t) => t.dropColumn('limits'));
  },
};
