import type { Migration } from '@balcao/core';

/** A company's campaign settings as key/value pairs, the value JSON text (spec §3), as Whaticket stores them. */
export const campaignSettingsMigration: Migration = {
  name: 'campaign_settings',
  async up(knex) {
    await knex.schema.createTable('campaign_settings', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('key', 50).notNullable();
      t.text('value').notNullable();
      t.timestamps(false, false);
      t.unique(['company_id', 'key']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('campaign_settings');
  },
};
