import type { Migration } from '@balcao/core';

/**
 * `auto_assign_settings`: one row per queue that was ever configured (off by default: no row means off); the
 * row is also what an assignment locks, so two tickets of one queue are placed one after the other.
 * `auto_assign_turns`: when each attendant last got a ticket of the queue, the fairness tie-break, kept in the
 * database so it survives restarts and holds across processes. `auto_assignments`: each choice and its reason.
 */
export const createAutoAssignTables: Migration = {
  name: '001_auto_assign',
  async up(knex) {
    await knex.schema.createTable('auto_assign_settings', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('queue_id').unsigned().notNullable().references('queues.id').onDelete('CASCADE');
      t.boolean('auto_assign').notNullable().defaultTo(false);
      t.integer('max_open_per_user').notNullable().defaultTo(10);
      t.timestamps(false, false);
      t.unique(['queue_id']);
      t.index(['company_id', 'auto_assign']);
    });
    await knex.schema.createTable('auto_assign_turns', (t) => {
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('queue_id').unsigned().notNullable().references('queues.id').onDelete('CASCADE');
      t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
      // epoch ms, strictly increasing within a queue (ties in one millisecond would break fairness)
      t.bigInteger('last_assigned_at').notNullable();
      t.primary(['queue_id', 'user_id']);
    });
    await knex.schema.createTable('auto_assignments', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('ticket_id').unsigned().notNullable().references('tickets.id').onDelete('CASCADE');
      t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
      t.integer('queue_id').unsigned().notNullable().references('queues.id').onDelete('CASCADE');
      t.string('reason', 100).notNullable();
      t.datetime('at').notNullable();
      t.index(['company_id', 'ticket_id']);
    });
  },
  async down(knex) {
    for (const table of ['auto_assignments', 'auto_assign_turns', 'auto_assign_settings'])
      await knex.schema.dropTableIfExists(table);
  },
};
