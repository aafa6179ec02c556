import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgendaBackend } from 'agenda';
import {
  DEFAULT_BATCH_SIZE,
  KnexBackend,
  Redis,
  RedisBackend,
  agendaJobsMigration,
  knexFactory,
} from '../../../core/packages/agenda-knex-backend/bench/deps.js';

/** One storage to measure: a backend factory plus how to throw the storage away afterwards. */
export interface BenchTarget {
  label: string;
  /** knex backend: due jobs locked per transaction and states per group commit (1 = unbatched). */
  batchSize?: number;
  backend(): AgendaBackend;
  dispose(): Promise<void>;
}

export async function sqliteTarget(batchSize?: number): Promise<BenchTarget> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-jobs-'));
  const knex = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: join(dir, 'jobs.sqlite') },
    useNullAsDefault: true,
    // Same pragmas as the app's SQLite connection (core/src/db/knex.ts).
    pool: {
      min: 1,
      max: 1,
      afterCreate: (c: { pragma(s: string): void }, done: () => void) => (
        c.pragma('journal_mode = WAL'),
        c.pragma('busy_timeout = 5000'),
        done()
      ),
    },
  });
  await agendaJobsMigration.up(knex);
  return {
    label: 'knex on SQLite',
    batchSize: batchSize ?? DEFAULT_BATCH_SIZE,
    backend: () => new KnexBackend({ knex, batchSize }),
    dispose: async () => (await knex.destroy(), rmSync(dir, { recursive: true, force: true })),
  };
}

export async function mariadbTarget(
  batchSize?: number,
  server = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306',
): Promise<BenchTarget> {
  const name = `bench_jobs_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'mysql2', connection: { uri: server }, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE \`${name}\``);
  const knex = knexFactory({
    client: 'mysql2',
    connection: { uri: `${server}/${name}` },
    pool: { min: 0, max: 10 },
  });
  await agendaJobsMigration.up(knex);
  return {
    label: 'knex on MariaDB',
    batchSize: batchSize ?? DEFAULT_BATCH_SIZE,
    backend: () => new KnexBackend({ knex, batchSize }),
    async dispose() {
      await knex.destroy();
      await admin.raw(`DROP DATABASE \`${name}\``);
      await admin.destroy();
    },
  };
}

export async function redisTarget(
  url = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/0',
): Promise<BenchTarget> {
  const keyPrefix = `bench-jobs-${randomBytes(4).toString('hex')}:`;
  const redis = new Redis(url);
  return {
    label: 'Redis (@agendajs/redis-backend)',
    backend: () => new RedisBackend({ redis, keyPrefix, channelName: `${keyPrefix}jobs` }),
    async dispose() {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    },
  };
}
