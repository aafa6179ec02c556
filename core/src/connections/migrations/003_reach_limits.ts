import type { Knex } from 'knex';
import type { Migration } from '../../db/migration.js';

/**
 * `connection_reach_limits`: what WhatsApp last said of a connection's reach (its reach-out timelock, its
 * new-chat quota), one row per connection, so it outlives a restart. Times in epoch milliseconds.
 */
export const connectionReachLimits: Migration = {
  name: '003_connection_reach_limits',
  async up(knex: Knex) {
    await knex.schema.createTable('connection_reach_limits', (t) => {
      t.integer('connection_id').unsigned().primary().references('whatsapps.id').onDelete('CASCADE');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.boolean('timelock_active');
      t.bigInteger('timelock_ends_at');
      t.string('timelock_enforcement', 80);
      t.bigInteger('timelock_reported_at');
      t.integer('quota_used');
      t.integer('quota_total');
      t.bigInteger('quota_cycle_ends_at');
      t.string('quota_status', 40);
      t.bigInteger('quota_reported_at');
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTableIfExists('connection_reach_limits');
  },
};
