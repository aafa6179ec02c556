import type { Knex } from 'knex';
import type { Migration } from '../../../db/migration.js';

/** WhatsApp's 463 (reach-out timelock) answers, one row per connection and contact: how often and when last. */
export const connectionTimelocks: Migration = {
  name: '002_connection_timelocks',
  async up(knex: Knex) {
    await knex.schema.createTable('connection_timelocks', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('connection_id').unsigned().notNullable().references('whatsapps.id').onDelete('CASCADE');
      t.string('chat_id', 191).notNullable();
      t.integer('count').notNullable().defaultTo(0);
      // epoch milliseconds, like the outbox's own times
      t.bigInteger('last_at').notNullable();
      t.unique(['connection_id', 'chat_id']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTableIfExists('connection_timelocks');
  },
};
