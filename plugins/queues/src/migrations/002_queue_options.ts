import type { Migration } from '@balcao/core';

/** The chatbot menu of a queue: a tree of options; deleting a queue or an option removes what hangs below. */
export const createQueueOptions: Migration = {
  name: '002_queue_options',
  async up(knex) {
    await knex.schema.createTable('queue_options', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('queue_id').unsigned().notNullable().references('queues.id').onDelete('CASCADE');
      t.integer('parent_id').unsigned().nullable().references('queue_options.id').onDelete('CASCADE');
      t.string('title', 255).notNullable().defaultTo('');
      t.text('message');
      t.string('option', 20);
      t.timestamps(false, false);
      t.index(['company_id', 'queue_id', 'parent_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('queue_options');
  },
};
