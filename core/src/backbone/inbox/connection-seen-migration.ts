import type { Knex } from 'knex';
import type { Migration } from '../../db/migration.js';

/**
 * When each connection was last known to be up (epoch ms), kept while it runs and at its stop, so the process
 * that opens it next (after a restart or a takeover) can record the gap it was away.
 */
export const connectionSeenMigration: Migration = {
  name: '002_connection_seen',
  async up(knex: Knex) {
    await knex.schema.createTable('connection_seen', (t) => {
      t.integer('connection_id').unsigned().notNullable().references('whatsapps.id').onDelete('CASCADE');
      t.bigInteger('seen_at').notNullable();
      t.primary(['connection_id']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTableIfExists('connection_seen');
  },
};
