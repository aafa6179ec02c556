import type { Migration } from '@balcao/core';

/** Platform-wide notices (spec §3 Announcement): super users write them, every signed-in user reads the active ones. */
export const createAnnouncementsTable: Migration = {
  name: '001_announcements',
  async up(knex) {
    await knex.schema.createTable('announcements', (t) => {
      t.increments('id');
      /** 1 Alta, 2 Média, 3 Baixa */
      t.integer('priority').notNullable().defaultTo(3);
      t.string('title', 200).notNullable();
      t.text('text').notNullable();
      /** the image in the kernel's private media store (ctx.media, under company_id), and its name as uploaded */
      t.string('media_path', 36).nullable();
      t.string('media_name', 255).nullable();
      /** the author's company (Whaticket's column): whose media store holds the image, not who may read it */
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      /** Ativo / Inativo: only active ones reach users who are not super */
      t.boolean('status').notNullable().defaultTo(true);
      t.timestamps(false, false);
      t.index(['status', 'priority']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('announcements');
  },
};
