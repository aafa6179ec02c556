import type { Migration } from '@balcao/core';

export const createTicketEventsTable: Migration = {
  name: '001_ticket_events',
  async up(knex) {
    await knex.schema.createTable('ticket_events', (t) => {
      t.increments('id');
      t.integer('company_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('companies')
        .onDelete('CASCADE');
      t.integer('ticket_id').unsigned().notNullable().references('id').inTable('tickets').onDelete('CASCADE');
      /** kebab-case verb of the `ticket.event` hook: created, accepted, transferred ... */
      t.string('type', 40).notNullable();
      /** who acted; null for the contact, a bot or a job */
      t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
      /** what a reader needs to say it, as the producer gave it (JSON text) */
      t.text('data');
      t.timestamp('created_at').notNullable();
      // a ticket's timeline is read in order of its ids
      t.index(['company_id', 'ticket_id', 'id'], 'ticket_events_by_ticket');
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('ticket_events');
  },
};
