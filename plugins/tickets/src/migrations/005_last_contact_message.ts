import type { Migration } from '@balcao/core';

/**
 * What the contact said last, beside `lastMessage` (which the bot's menu and the attendant's replies overwrite): a
 * waiting ticket's row in the list previews the customer's words, not the bot's (docs/compatibility.md).
 */
export const lastContactMessage: Migration = {
  name: '005_last_contact_message',
  async up(knex) {
    await knex.schema.alterTable('tickets', (t) => {
      t.text('last_contact_message').nullable();
    });
    await knex.raw(
      `UPDATE tickets SET last_contact_message = (
         SELECT COALESCE(NULLIF(m.body, ''), m.media_name) FROM messages m
         WHERE m.ticket_id = tickets.id AND m.from_me = ? ORDER BY m.id DESC LIMIT 1)`,
      [false],
    );
  },
  async down(knex) {
    await knex.schema.alterTable('tickets', (t) => {
      t.dropColumn('last_contact_message');
    });
  },
};
