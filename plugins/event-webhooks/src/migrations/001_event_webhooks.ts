import type { Migration } from '@balcao/core';

export const createEventWebhooksTable: Migration = {
  name: '001_event_webhooks',
  async up(knex) {
    await knex.schema.createTable('event_webhooks', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('title', 200).notNullable();
      t.timestamps(false, false);
      t.index(['company_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('event_webhooks');
  },
};
