import type { Knex } from 'knex';
import type { AgendaBackend } from 'agenda';
import { KnexBackend } from '@balcao/agenda-knex-backend';

export type BackendKind = 'knex' | 'mongo' | 'redis';

export interface BackendOptions {
  backend: BackendKind;
  knex: Knex;
  redisUrl?: string;
  mongoUrl?: string;
  /** Redis key prefix (separate apps/tests on one Redis). */
  redisKeyPrefix?: string;
}

/**
 * Builds the configured storage. knex (default) keeps jobs in the app's database and its
 * transactions; Mongo and Redis are for operators who already run them. Those two drivers are
 * imported lazily so a knex-only install never loads them.
 */
export async function createBackend(opts: BackendOptions): Promise<AgendaBackend> {
  if (opts.backend === 'knex') return new KnexBackend({ knex: opts.knex, ensureTable: true });
  if (opts.backend === 'redis') {
    if (!opts.redisUrl) throw new Error('jobs backend "redis" needs REDIS_URL');
    const { RedisBackend } = await import('@agendajs/redis-backend');
    return new RedisBackend({
      connectionString: opts.redisUrl,
      keyPrefix: opts.redisKeyPrefix ?? 'balcao:agenda:',
    });
  }
  if (opts.backend === 'mongo') {
    if (!opts.mongoUrl) throw new Error('jobs backend "mongo" needs MONGO_URL');
    const { MongoBackend } = await import('@agendajs/mongo-backend');
    return new MongoBackend({ address: opts.mongoUrl, collection: 'agenda_jobs' });
  }
  throw new Error(`unknown jobs backend "${String(opts.backend)}"`);
}
