import type { Knex } from 'knex';
import type { Migration } from '../../db/migration.js';

/**
 * The durable inbox (every provider event, written before anything reacts to it), the gaps a connection
 * was away, and the LID -> phone map WhatsApp tells us about.
 */
export const inboxMigration: Migration = {
  name: '001_inbox',
  async up(knex: Knex) {
    await knex.schema.createTable('inbox_events', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('connection_id').unsigned().notNullable().references('whatsapps.id').onDelete('CASCADE');
      t.string('kind', 12).notNullable();
      t.string('wa_id', 160).notNullable();
      // the conversation: events of one key are processed one at a time, in id order
      t.string('chat_key', 160).notNullable();
      t.text('payload', 'mediumtext').notNullable();
      t.string('status', 10).notNullable().defaultTo('pending');
      t.integer('attempts').notNullable().defaultTo(0);
      t.text('last_error');
      // epoch milliseconds: when a failed attempt may be retried
      t.bigInteger('next_attempt_at').notNullable().defaultTo(0);
      t.datetime('processed_at').nullable();
      t.timestamps(false, false);
      // a redelivery of the same WhatsApp event is a no-op insert
      t.unique(['connection_id', 'wa_id', 'kind']);
      t.index(['connection_id', 'status', 'chat_key']);
      t.index(['company_id', 'status']);
    });
    await knex.schema.createTable('connection_gaps', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('connection_id').unsigned().notNullable().references('whatsapps.id').onDelete('CASCADE');
      t.datetime('from_at').notNullable();
      t.datetime('to_at').notNullable();
      t.datetime('created_at').notNullable();
      t.index(['connection_id', 'from_at']);
    });
    await knex.schema.createTable('wa_lid_map', (t) => {
      t.integer('connection_id').unsigned().notNullable().references('whatsapps.id').onDelete('CASCADE');
      t.string('lid', 64).notNullable();
      t.string('pn', 32).notNullable();
      t.datetime('updated_at').notNullable();
      t.primary(['connection_id', 'lid']);
    });
  },
  async down(knex: Knex) {
    for (const table of ['wa_lid_map', 'connection_gaps', 'inbox_events'])
      await knex.schema.dropTableIfExists(table);
  },
};
