import type { Migration } from '@balcao/core';

/**
 * What the chatbot steps remember. `bot_replies`: the one step that acted on an inbox event (delivery is at least
 * once, so a replayed event answers as it did the first time instead of being read against the ticket it changed);
 * its time also spaces the queue menu (timeUseBotQueues). `out_of_hours_notices`: one row per ticket per closed
 * period, written with the out-of-hours answer, so the answer goes once per period and never on every message.
 */
export const createBotRecords: Migration = {
  name: '003_bot_records',
  async up(knex) {
    await knex.schema.createTable('bot_replies', (t) => {
      t.bigInteger('inbox_event_id').unsigned().primary();
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('ticket_id').unsigned().notNullable().references('tickets.id').onDelete('CASCADE');
      t.string('step', 30).notNullable();
      /** what it did: menu (the queue list went out), queue (one was chosen), option, back, leaf, invalid ... */
      t.string('kind', 20).notNullable();
      // epoch ms of the bot's clock: both engines keep milliseconds, and tests can move the clock
      t.bigInteger('replied_at').notNullable();
      t.index(['ticket_id', 'kind', 'replied_at']);
    });
    await knex.schema.createTable('out_of_hours_notices', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('ticket_id').unsigned().notNullable().references('tickets.id').onDelete('CASCADE');
      /** epoch ms when the closed period began (closedSince) */
      t.bigInteger('period_start').notNullable();
      /** the inbox event that sent it: a replay of that event finds its own row */
      t.bigInteger('inbox_event_id').unsigned().notNullable();
      t.timestamps(false, false);
      t.unique(['ticket_id', 'period_start']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('out_of_hours_notices');
    await knex.schema.dropTableIfExists('bot_replies');
  },
};
