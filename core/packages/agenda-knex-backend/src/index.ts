export { KnexBackend, type KnexBackendOptions } from './knex-backend.js';
export {
  DEFAULT_BATCH_SIZE,
  KnexJobRepository,
  type KnexJobRepositoryOptions,
} from './knex-job-repository.js';
export { agendaJobsMigration, createJobsTable, DEFAULT_TABLE, type KnexMigration } from './migration.js';
export { dataMatches } from './filters.js';
export { GroupCommit } from './group-commit.js';
