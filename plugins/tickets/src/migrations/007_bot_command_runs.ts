import type { Migration } from '@balcao/core';

/**
 * What bots asked of a ticket (docs/plugins.md "Bot commands"): one row per command and event key, applied or
 * refused with the reason, so a replayed event applies nothing twice and a refused command says why.
 */
export const botCommandRuns: Migration = {
  name: '007_bot_command_runs',
  async up(knex) {
    await knex.schema.createTable('bot_command_runs', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('ticket_id').unsigned().notNullable().references('tickets.id').onDelete('CASCADE');
      /** `<bot>:<event key>:<place>`, e.g. `integration:<inbox event>:2`: a replay finds its row */
      t.string('run_key', 191).notNullable();
      /** what asked: the system actor's name (`integration`, `prompt`) and which one (its id) */
      t.string('source', 40).notNullable();
      t.integer('source_ref').nullable();
      /** the command as it came (JSON), valid or not */
      t.text('command').notNullable();
      /** `applied` or `refused` */
      t.string('outcome', 10).notNullable();
      /** a refusal's error code (ERR_NO_QUEUE_FOUND) or the validation problem */
      t.string('reason', 300).nullable();
      /** what the action did or the error's details, JSON */
      t.text('detail').nullable();
      t.timestamp('created_at').notNullable();
      t.unique(['company_id', 'run_key']);
      t.index(['ticket_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('bot_command_runs');
  },
};
