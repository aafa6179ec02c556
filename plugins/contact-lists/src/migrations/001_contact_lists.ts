import type { Migration } from '@balcao/core';

/** Contact lists and their items (spec §3); the campaigns plugin reads contact_list_items (docs/compatibility.md). */
export const createContactListsTables: Migration = {
  name: '001_contact_lists',
  async up(knex) {
    await knex.schema.createTable('contact_lists', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('name', 50).notNullable();
      t.timestamps(false, false);
      t.index(['company_id', 'name']);
    });
    await knex.schema.createTable('contact_list_items', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('contact_list_id')
        .unsigned()
        .notNullable()
        .references('contact_lists.id')
        .onDelete('CASCADE');
      t.string('name', 50).notNullable();
      /** digits only, as typed minus anything else */
      t.string('number', 50).notNullable();
      t.string('email', 254).nullable();
      /** NULL until the number was checked with WhatsApp */
      t.boolean('is_whatsapp_valid').nullable();
      t.timestamps(false, false);
      t.unique(['contact_list_id', 'number']);
      t.index(['contact_list_id', 'id']);
      t.index(['company_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('contact_list_items');
    await knex.schema.dropTableIfExists('contact_lists');
  },
};
