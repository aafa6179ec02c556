// Re-exports for tools/bench/jobs, which has no dependencies of its own on Agenda or the drivers:
// imports here resolve from this package, so the bench runs with `pnpm exec tsx` from the root.
export { Agenda } from 'agenda';
export { default as knexFactory } from 'knex';
export { RedisBackend } from '@agendajs/redis-backend';
export { Redis } from 'ioredis';
export { DEFAULT_BATCH_SIZE, KnexBackend, agendaJobsMigration } from '../src/index.js';
