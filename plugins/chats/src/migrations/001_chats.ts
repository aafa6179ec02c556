import type { Migration } from '@balcao/core';

/**
 * The internal team chat (spec §3 Chat): chats, their members with each one's unread count, and messages.
 * Every table carries company_id, so each is read through ctx.db.tenant like any tenant table.
 */
export const createChatTables: Migration = {
  name: '001_chats',
  async up(knex) {
    await knex.schema.createTable('chats', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      /** what the /chats/:id? route of the screen carries */
      t.string('uuid', 36).notNullable().unique();
      t.string('title', 200).notNullable();
      /** the only one who may rename, change the members or delete; null once that user is deleted */
      t.integer('owner_id').unsigned().nullable().references('users.id').onDelete('SET NULL');
      t.text('last_message').nullable();
      t.dateTime('created_at').notNullable();
      // milliseconds: the list is ordered by the latest activity, and two chats often move in one second
      t.dateTime('updated_at', { precision: 3 }).notNullable();
      t.index(['company_id', 'updated_at']);
    });
    await knex.schema.createTable('chat_users', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('chat_id').unsigned().notNullable().references('chats.id').onDelete('CASCADE');
      t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
      /** messages of the others this member has not seen: reset when they open the chat */
      t.integer('unreads').notNullable().defaultTo(0);
      t.timestamps(false, false);
      t.unique(['chat_id', 'user_id']);
      t.index(['user_id', 'chat_id']);
    });
    await knex.schema.createTable('chat_messages', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('chat_id').unsigned().notNullable().references('chats.id').onDelete('CASCADE');
      t.integer('sender_id').unsigned().nullable().references('users.id').onDelete('SET NULL');
      t.text('message').notNullable();
      /** Whaticket's columns for an attachment; its screens never send one, so they stay null for now */
      t.string('media_path', 255).nullable();
      t.string('media_name', 255).nullable();
      t.timestamps(false, false);
      t.index(['chat_id', 'id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('chat_messages');
    await knex.schema.dropTableIfExists('chat_users');
    await knex.schema.dropTableIfExists('chats');
  },
};
