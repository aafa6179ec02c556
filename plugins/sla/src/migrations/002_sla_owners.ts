import type { Migration } from '@balcao/core';

/**
 * Who answers for each ticket's SLA: its queue and attendant, kept as the ticket moves, so attainment is reported
 * by queue and by attendant from the SLA's own rows (the ticket's last ones when it closed).
 */
export const addSlaOwners: Migration = {
  name: '002_sla_owners',
  async up(knex) {
    await knex.schema.alterTable('ticket_slas', (t) => {
      t.integer('queue_id').unsigned().nullable();
      t.integer('user_id').unsigned().nullable();
      t.index(['company_id', 'started_at']);
    });
  },
  async down(knex) {
    await knex.schema.alterTable('ticket_slas', (t) => {
      t.dropIndex(['company_id', 'started_at']);
      t.dropColumn('queue_id');
      t.dropColumn('user_id');
    });
  },
};
