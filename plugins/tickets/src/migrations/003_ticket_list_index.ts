import type { Migration } from '@balcao/core';

/**
 * GET /tickets: without a status filter it reads a company's tickets newest first (company_id, updated_at); its
 * count reads only an index holding every column the list filters on (covering: no row is fetched to count).
 */
export const ticketListIndex: Migration = {
  name: '003_ticket_list_index',
  async up(knex) {
    await knex.schema.alterTable('tickets', (t) => {
      t.index(['company_id', 'updated_at'], 'tickets_company_updated_idx');
      t.index(
        ['company_id', 'status', 'awaiting_rating', 'queue_id', 'user_id', 'unread_messages'],
        'tickets_list_count_idx',
      );
    });
  },
  async down(knex) {
    await knex.schema.alterTable('tickets', (t) => {
      t.dropIndex([], 'tickets_company_updated_idx');
      t.dropIndex([], 'tickets_list_count_idx');
    });
  },
};
