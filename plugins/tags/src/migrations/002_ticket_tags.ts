import type { Migration } from '@balcao/core';

/** Which tags a ticket carries (Whaticket's TicketTags): one row per pair, gone with the ticket or the tag. */
export const createTicketTagsTable: Migration = {
  name: '002_ticket_tags',
  async up(knex) {
    await knex.schema.createTable('ticket_tags', (t) => {
      t.integer('ticket_id').unsigned().notNullable().references('tickets.id').onDelete('CASCADE');
      t.integer('tag_id').unsigned().notNullable().references('tags.id').onDelete('CASCADE');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.timestamps(false, false);
      t.primary(['ticket_id', 'tag_id']);
      // ticketsCount groups by tag
      t.index(['tag_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('ticket_tags');
  },
};
