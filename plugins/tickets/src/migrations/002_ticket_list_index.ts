import type { Migration } from '@balcao/core';

/** GET /tickets without a status filter reads a company's tickets newest first: an index in that order. */
export const ticketListIndex: Migration = {
  name: '002_ticket_list_index',
  async up(knex) {
    await knex.schema.alterTable('tickets', (t) =>
      t.index(['company_id', 'updated_at'], 'tickets_company_updated_idx'),
    );
  },
  async down(knex) {
    await knex.schema.alterTable('tickets', (t) =>
      t.dropIndex(['company_id', 'updated_at'], 'tickets_company_updated_idx'),
    );
  },
};
