import type { Knex } from 'knex';
import type { Migration } from '../../db/migration.js';

/**
 * One row per piece of a WhatsApp session: the creds document and each signal key, encrypted.
 * Rows per key (not one big blob) because Baileys reads and writes keys a few at a time, thousands per day.
 */
export const channelAuth: Migration = {
  name: '001_channel_auth',
  async up(knex: Knex) {
    await knex.schema.createTable('channel_auth', (t) => {
      t.increments('id');
      t.string('connection_id', 64).notNullable();
      t.string('category', 40).notNullable();
      // key ids are jids with device suffixes, pre-key numbers, base64 ids: 150 covers them and fits a utf8mb4 index
      t.string('key_id', 150).notNullable();
      t.text('value', 'mediumtext').notNullable();
      t.timestamp('updated_at').notNullable().defaultTo(knex.fn.now());
      t.unique(['connection_id', 'category', 'key_id']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTableIfExists('channel_auth');
  },
};
