import type { Migration } from '@balcao/core';

/** The message templates of each Cloud connection's business account, as last synced from Meta. */
export const createCloudTemplates: Migration = {
  name: '003_cloud_templates',
  async up(knex) {
    await knex.schema.createTable('whatsapp_cloud_templates', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('connection_id').unsigned().notNullable().references('whatsapps.id').onDelete('CASCADE');
      /** Meta's id of the template */
      t.string('graph_id', 100).notNullable();
      t.string('name', 512).notNullable();
      t.string('language', 20).notNullable();
      /** APPROVED, PENDING, REJECTED...: only APPROVED ones can be sent */
      t.string('status', 30).notNullable();
      /** MARKETING, UTILITY, AUTHENTICATION */
      t.string('category', 30).notNullable();
      /** Meta's components (header, body, footer, buttons), JSON */
      t.text('components').notNullable();
      /** how many {{n}} variables the body takes */
      t.integer('variables').notNullable().defaultTo(0);
      t.bigInteger('synced_at').notNullable();
      t.unique(['connection_id', 'graph_id']);
      t.index(['company_id', 'connection_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('whatsapp_cloud_templates');
  },
};
