import type { Migration } from '@balcao/core';

/**
 * When each customer last wrote to each Cloud connection: Meta takes free-form messages only within 24 hours of
 * it (the customer service window), so a send outside it is refused before it is queued.
 */
export const createCloudWindows: Migration = {
  name: '002_cloud_windows',
  async up(knex) {
    await knex.schema.createTable('whatsapp_cloud_windows', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('connection_id').unsigned().notNullable().references('whatsapps.id').onDelete('CASCADE');
      /** the chat id: the number's digits, or `<bsuid>@bsuid` */
      t.string('chat_id', 191).notNullable();
      /** epoch ms of the customer's last message (its own timestamp) */
      t.bigInteger('last_inbound_at').notNullable();
      t.unique(['connection_id', 'chat_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('whatsapp_cloud_windows');
  },
};
