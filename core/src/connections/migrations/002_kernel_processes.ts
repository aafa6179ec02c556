import type { Knex } from 'knex';
import type { Migration } from '../../db/migration.js';

/**
 * `kernel_processes`: one row per running kernel process, renewed with its leases. The live count sets each
 * process's share of the connections (see ConnectionManager); a row whose `expires_at` passed is a dead process.
 */
export const kernelProcesses: Migration = {
  name: '002_kernel_processes',
  async up(knex: Knex) {
    await knex.schema.createTable('kernel_processes', (t) => {
      t.string('id', 100).primary();
      // epoch milliseconds, like channel_leases
      t.bigInteger('started_at').notNullable().defaultTo(0);
      t.bigInteger('heartbeat_at').notNullable().defaultTo(0);
      t.bigInteger('expires_at').notNullable().defaultTo(0);
      t.index(['expires_at']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTableIfExists('kernel_processes');
  },
};
