export { KnexBackend, type KnexBackendOptions } from './knex-backend.js';
export { KnexJobRepository, type KnexJobRepositoryOptions } from './knex-job-repository.js';
export { agendaJobsMigration, createJobsTable, DEFAULT_TABLE, type KnexMigration } from './migration.js';
export { dataMatches } from './filters.js';
