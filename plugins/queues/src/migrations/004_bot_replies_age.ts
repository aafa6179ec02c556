import type { Migration } from '@balcao/core';

/** Lets the daily prune find old bot replies without reading the whole table. */
export const indexBotRepliesAge: Migration = {
  name: '004_bot_replies_age',
  async up(knex) {
    await knex.schema.alterTable('bot_replies', (t) => t.index(['replied_at']));
  },
  async down(knex) {
    await knex.schema.alterTable('bot_replies', (t) => t.dropIndex(['replied_at']));
  },
};
