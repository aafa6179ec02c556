import type { Migration } from '@balcao/core';

export const createQuickMessagesTable: Migration = {
  name: '001_quick_messages',
  async up(knex) {
    await knex.schema.createTable('quick_messages', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      /** the author: the only one who sees it unless geral, and who edits it (with admins and supervisors) */
      t.integer('user_id').unsigned().references('users.id').onDelete('SET NULL');
      t.string('shortcode', 100).notNullable();
      t.text('message').notNullable();
      /** visible to the whole company */
      t.boolean('geral').notNullable().defaultTo(false);
      t.boolean('status').notNullable().defaultTo(true);
      /** the attachment in the kernel's private media store (ctx.media), and its name as uploaded */
      t.string('media_id', 36);
      t.string('media_name', 255);
      t.timestamps(false, false);
      t.index(['company_id', 'user_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('quick_messages');
  },
};
