import type { Migration } from '@balcao/core';

export const createTagsTable: Migration = {
  name: '001_tags',
  async up(knex) {
    await knex.schema.createTable('tags', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('name', 100).notNullable();
      t.string('color', 50);
      // 0 or 1 on the wire (Whaticket's client compares `tag.kanban === 1`), so an integer, not a boolean
      t.integer('kanban').notNullable().defaultTo(0);
      t.integer('user_id').unsigned().references('users.id').onDelete('SET NULL');
      t.timestamps(false, false);
      t.unique(['company_id', 'name']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('tags');
  },
};
