import type { Knex } from 'knex';
import type { Migration } from '../db/migration.js';

/** What ctx.media stored for each company; the bytes live under MEDIA_DIR/<companyId>/<id>. */
export const mediaMigration: Migration = {
  name: '001_media',
  async up(knex: Knex) {
    await knex.schema.createTable('media', (t) => {
      // a random UUID: the id is also the file's name, and guessing one gains nothing without the company
      t.string('id', 36).primary();
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('name', 255).notNullable();
      t.string('mime_type', 255).notNullable();
      t.bigInteger('size').notNullable();
      t.datetime('created_at').notNullable();
      t.index(['company_id']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('media');
  },
};
