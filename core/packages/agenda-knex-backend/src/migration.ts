import type { Knex } from 'knex';

export const DEFAULT_TABLE = 'agenda_jobs';

/** Shape shared with the host application's migration runner (name + up/down). */
export interface KnexMigration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Creates the jobs table. Times are stored as epoch milliseconds (BIGINT) so SQLite and MariaDB
 * compare and round-trip them identically, with no timezone or fractional-second surprises.
 */
export async function createJobsTable(knex: Knex, tableName = DEFAULT_TABLE): Promise<void> {
  // Idempotent so a backend started with ensureTable and a later migration run do not collide.
  if (await knex.schema.hasTable(tableName)) return;
  await knex.schema.createTable(tableName, (t) => {
    t.string('id', 36).primary();
    t.string('name', 191).notNullable();
    t.integer('priority').notNullable().defaultTo(0);
    t.bigInteger('next_run_at').nullable();
    t.string('type', 16).notNullable().defaultTo('normal');
    t.bigInteger('locked_at').nullable();
    t.bigInteger('last_run_at').nullable();
    t.bigInteger('last_finished_at').nullable();
    t.bigInteger('failed_at').nullable();
    t.integer('fail_count').nullable();
    t.text('fail_reason').nullable();
    t.string('repeat_interval', 191).nullable();
    t.string('repeat_timezone', 64).nullable();
    t.string('repeat_at', 64).nullable();
    t.text('data', 'longtext').nullable();
    t.boolean('disabled').notNullable().defaultTo(false);
    t.float('progress').nullable();
    t.boolean('fork').notNullable().defaultTo(false);
    t.string('last_modified_by', 191).nullable();
    // 'single' for type=single jobs, 'u:<json>' for unique jobs; NULL otherwise. The unique index
    // on (name, dedupe_key) is what makes single/unique saves race-free across processes.
    t.string('dedupe_key', 191).nullable();
    t.bigInteger('debounce_started_at').nullable();
    t.bigInteger('start_date').nullable();
    t.bigInteger('end_date').nullable();
    t.string('skip_days', 64).nullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.unique(['name', 'dedupe_key'], { indexName: `${tableName}_dedupe_uq` });
    // Serves getNextJobToRun: equality on name, then range/order on next_run_at.
    t.index(['name', 'next_run_at', 'priority'], `${tableName}_next_idx`);
    t.index(['locked_at'], `${tableName}_locked_idx`);
  });
}

export const agendaJobsMigration: KnexMigration = {
  name: '20261122_000_agenda_jobs',
  up: (knex) => createJobsTable(knex),
  down: (knex) => knex.schema.dropTableIfExists(DEFAULT_TABLE),
};
