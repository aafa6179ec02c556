import type { Migration } from '@balcao/core';

export const createHelpsTable: Migration = {
  name: '001_helps',
  async up(knex) {
    await knex.schema.createTable('helps', (t) => {
      t.increments('id');
      t.string('title', 200).notNullable();
      t.text('description');
      /** the video's code on YouTube, not a URL */
      t.string('video', 100);
      t.timestamps(false, false);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('helps');
  },
};
