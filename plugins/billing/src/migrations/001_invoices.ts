import type { Migration } from '@balcao/core';

/** Invoices (spec §3 Invoice): one per company per billing period, written by the invoice job. */
export const createInvoicesTable: Migration = {
  name: '001_invoices',
  async up(knex) {
    await knex.schema.createTable('invoices', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('detail', 255).notNullable();
      /** 'open' until the gateway confirms the payment, then 'paid' (Vencido is only a display state) */
      t.string('status', 10).notNullable().defaultTo('open');
      t.decimal('value', 12, 2).notNullable();
      t.dateTime('due_date').notNullable();
      /** the period's first day (yyyy-MM-dd in Brasília): one invoice per company and period, whoever runs twice */
      t.string('period', 10).notNullable();
      t.string('recurrence', 12).notNullable();
      t.dateTime('paid_at').nullable();
      /** the gateway's charge id (Pix txid or Asaas payment id) of the latest charge made for it */
      t.string('txid', 64).nullable();
      t.string('gateway', 16).nullable();
      t.timestamps(false, false);
      t.unique(['company_id', 'period']);
      t.index(['txid']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('invoices');
  },
};
