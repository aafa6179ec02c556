import type { Migration } from '@balcao/core';

/** File lists (spec §3: name, message, options of a name and a file) and their options. */
export const createFilesTables: Migration = {
  name: '001_files',
  async up(knex) {
    await knex.schema.createTable('files', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('name', 255).notNullable();
      t.text('message').notNullable();
      /** who created it, as Whaticket's client sends it; kept when the user goes */
      t.integer('user_id').unsigned().references('users.id').onDelete('SET NULL');
      t.timestamps(false, false);
      t.index(['company_id', 'name']);
    });
    await knex.schema.createTable('files_options', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('file_id').unsigned().notNullable().references('files.id').onDelete('CASCADE');
      /** the text sent with the file (Whaticket's dialog: "Mensagem para enviar com o arquivo") */
      t.string('name', 255).notNullable().defaultTo('');
      /** the file's id in the kernel's private media store (ctx.media); null until a file is uploaded */
      t.string('path', 36);
      t.string('media_type', 255);
      /** the file's name as uploaded: what the dialog shows and what a campaign sends it as */
      t.string('media_name', 255);
      t.timestamps(false, false);
      t.index(['file_id', 'id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('files_options');
    await knex.schema.dropTableIfExists('files');
  },
};
