import type { Migration } from '@balcao/core';

/**
 * Meta picks the wamid of a message we send; the outbox picked its own id before the first try, and the product
 * stores that one. This table pairs them, so Meta's statuses and quotes find our message, and a retried send
 * whose first try reached Meta is not sent twice.
 */
export const createCloudMessageIds: Migration = {
  name: '001_cloud_message_ids',
  async up(knex) {
    await knex.schema.createTable('whatsapp_cloud_message_ids', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('connection_id').unsigned().notNullable().references('whatsapps.id').onDelete('CASCADE');
      /** the outbox's id of the message */
      t.string('local_id', 100).notNullable();
      /** Meta's wamid */
      t.string('graph_id', 191).notNullable();
      t.timestamp('created_at').notNullable();
      t.unique(['connection_id', 'local_id']);
      t.index(['connection_id', 'graph_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('whatsapp_cloud_message_ids');
  },
};
