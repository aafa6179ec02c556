import type { Migration } from '@balcao/core';

/**
 * The idle-ticket jobs look, every minute and across companies, for a connection's tickets in one status not
 * touched since a time: (whatsapp_id, status, updated_at) answers that with a range read per connection.
 */
export const ticketIdleIndex: Migration = {
  name: '002_ticket_idle_index',
  async up(knex) {
    await knex.schema.alterTable('tickets', (t) => {
      t.index(['whatsapp_id', 'status', 'updated_at'], 'tickets_idle_by_connection');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('tickets', (t) => {
      t.dropIndex(['whatsapp_id', 'status', 'updated_at'], 'tickets_idle_by_connection');
    });
  },
};
