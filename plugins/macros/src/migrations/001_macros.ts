import type { Migration } from '@balcao/core';

/**
 * Macros (issue 34): named lists of ticket actions, shared with the company or personal to their author; and
 * their runs, one row per application, whose unique key keeps a double click to one run.
 */
export const createMacroTables: Migration = {
  name: '001_macros',
  async up(knex) {
    await knex.schema.createTable('macros', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('name', 100).notNullable();
      /** shared (the company's) or personal (its author's only) */
      t.string('visibility', 10).notNullable();
      /** the author; a personal macro is seen by them alone */
      t.integer('user_id').unsigned().nullable().references('users.id').onDelete('CASCADE');
      /** the actions, a JSON array of { kind, params } checked against the tickets' action registry */
      t.text('actions').notNullable();
      t.timestamps(false, false);
      t.index(['company_id', 'visibility']);
    });
    await knex.schema.createTable('macro_runs', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('macro_id').unsigned().notNullable().references('macros.id').onDelete('CASCADE');
      t.integer('ticket_id').unsigned().notNullable().references('tickets.id').onDelete('CASCADE');
      t.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL');
      /** the client's Idempotency-Key, or the server's guard key (macro, ticket, user, a few seconds) */
      t.string('run_key', 191).notNullable();
      /** what each action did, a JSON array */
      t.text('outcomes').notNullable();
      t.timestamp('created_at').notNullable();
      t.unique(['company_id', 'run_key']);
      t.index(['macro_id', 'ticket_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('macro_runs');
    await knex.schema.dropTableIfExists('macros');
  },
};
