import type { Migration } from '@balcao/core';

export const createContactsTables: Migration = {
  name: '001_contacts',
  async up(knex) {
    await knex.schema.createTable('contacts', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('uuid', 36).notNullable().unique();
      t.string('name', 200).notNullable();
      // digits with country code; `<lid>@lid` for a person known only by LID; the group id for a group
      t.string('number', 100).notNullable();
      // the number in one form for all of its variants (a BR mobile's 13-digit form): one person, one row,
      // even when the 12- and 13-digit forms arrive at the same moment (number.ts numberKey)
      t.string('number_key', 100).notNullable();
      t.string('lid', 50).nullable();
      t.string('email', 254).notNullable().defaultTo('');
      t.text('profile_pic_url').nullable();
      t.boolean('is_group').notNullable().defaultTo(false);
      // the connection the contact last wrote through
      t.integer('whatsapp_id').unsigned().nullable().references('whatsapps.id').onDelete('SET NULL');
      t.timestamps(false, false);
      // one person is one row per company: the inbound step inserts ignoring this conflict, then reads
      t.unique(['company_id', 'number']);
      t.unique(['company_id', 'number_key']);
      t.index(['company_id', 'lid']);
      t.index(['company_id', 'name']);
    });
    // Whaticket's extraInfo: free name/value pairs shown in the contact drawer
    await knex.schema.createTable('contact_custom_fields', (t) => {
      t.increments('id');
      t.integer('contact_id').unsigned().notNullable().references('contacts.id').onDelete('CASCADE');
      t.string('name', 200).notNullable();
      t.string('value', 1000).notNullable().defaultTo('');
      t.timestamps(false, false);
      t.index(['contact_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('contact_custom_fields');
    await knex.schema.dropTableIfExists('contacts');
  },
};
