import type { Migration } from '@balcao/core';

/**
 * AI prompts (spec §3 Prompt). Credentials are sealed with ctx.secrets (never stored in clear); `base_url`,
 * `model` and `transcribe_audio` are Balcão additions. `prompt_handovers` remembers the tickets a prompt handed
 * to its queue, so the bot stays silent on them afterwards.
 */
export const createPromptsTables: Migration = {
  name: '001_prompts',
  async up(knex) {
    await knex.schema.createTable('prompts', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('name', 100).notNullable();
      t.text('prompt').notNullable();
      t.string('voice', 60).notNullable().defaultTo('texto');
      t.text('voice_key_sealed').nullable();
      t.string('voice_region', 60).nullable();
      t.integer('max_tokens').notNullable().defaultTo(100);
      t.double('temperature').notNullable().defaultTo(1);
      t.integer('max_messages').notNullable().defaultTo(10);
      t.text('api_key_sealed').notNullable();
      t.integer('queue_id').unsigned().nullable().references('queues.id').onDelete('SET NULL');
      t.string('base_url', 500).nullable();
      t.string('model', 100).notNullable().defaultTo('gpt-3.5-turbo');
      t.boolean('transcribe_audio').notNullable().defaultTo(true);
      t.timestamps(false, false);
      t.index(['company_id', 'name']);
    });
    await knex.schema.createTable('prompt_handovers', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      // a plain column: the tickets table is the tickets plugin's
      t.integer('ticket_id').unsigned().notNullable().unique();
      t.integer('prompt_id').unsigned().nullable();
      /** the inbox event whose answer carried the transfer phrase: a replay of it is 'handled' again */
      t.integer('inbox_event_id').unsigned().notNullable();
      t.timestamps(false, false);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('prompt_handovers');
    await knex.schema.dropTableIfExists('prompts');
  },
};
