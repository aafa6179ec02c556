import type { Migration } from '@balcao/core';

/**
 * People the company's connections know from the phone's address book (WhatsApp's contact events) who never
 * wrote: not contacts, but what POST /contacts/import with no file brings in, as Whaticket imports the phone's.
 */
export const createAddressBookTable: Migration = {
  name: '002_address_book',
  async up(knex) {
    await knex.schema.createTable('contact_address_book', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('whatsapp_id').unsigned().nullable().references('whatsapps.id').onDelete('SET NULL');
      t.string('number', 100).notNullable();
      t.string('number_key', 100).notNullable();
      t.string('lid', 50).nullable();
      t.string('name', 200).notNullable().defaultTo('');
      t.timestamps(false, false);
      t.unique(['company_id', 'number_key']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('contact_address_book');
  },
};
