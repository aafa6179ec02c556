import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexJobRepository, agendaJobsMigration } from '../src/index.js';
import { createTestDb, testDbClient, waitFor, sleep, type TestDb } from './support/test-db.js';

const workerPath = fileURLToPath(new URL('./support/worker.ts', import.meta.url));

/** Starts a worker process and resolves once it has started its Agenda. */
export function startWorker(config: unknown, name: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', workerPath], {
    env: { ...process.env, DB_CONFIG: JSON.stringify(config), WORKER: name },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`worker ${name} exited early (${code})`)));
    child.stdout!.on('data', (b: Buffer) => b.toString().includes('ready') && resolve(child));
  });
}

// Cross-process locking is the MariaDB production story (SKIP LOCKED); SQLite is one process.
describe.skipIf(testDbClient() !== 'mysql')('two Agenda processes on one MariaDB', () => {
  let db: TestDb;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    db = await createTestDb();
    await agendaJobsMigration.up(db.knex);
    await db.knex.schema.createTable('job_runs', (t) => {
      t.increments('id');
      t.string('job_id', 36).notNullable();
      t.string('worker', 32).notNullable();
    });
  });
  afterAll(async () => {
    for (const w of workers) w.kill('SIGKILL');
    await db?.drop();
  });

  it('runs 1,000 one-off jobs, every job exactly once', async () => {
    const repo = new KnexJobRepository({ knex: db.knex });
    const now = new Date();
    for (let i = 0; i < 1000; i++) {
      await repo.saveJob(
        { name: 'count', data: { i }, priority: 0, nextRunAt: now, type: 'normal' },
        undefined,
      );
    }
    // Serialisable config: the pool hooks in the test config are not needed by the worker.
    const config = { client: 'mysql2', connection: db.config.connection, pool: { min: 0, max: 10 } };
    workers.push(...(await Promise.all([startWorker(config, 'one'), startWorker(config, 'two')])));
    const count = async () =>
      Number(((await db.knex('job_runs').count({ n: '*' }).first()) as { n: number }).n);
    await waitFor(async () => (await count()) >= 1000, 60_000, '1000 runs');
    await sleep(1000); // a duplicate run would land now
    for (const w of workers) w.kill('SIGTERM');
    const perJob = (await db.knex('job_runs').select('job_id').count({ n: '*' }).groupBy('job_id')) as {
      n: number;
    }[];
    expect(await count()).toBe(1000);
    expect(perJob).toHaveLength(1000);
    expect(perJob.every((r) => Number(r.n) === 1)).toBe(true);
    const perWorker = (await db.knex('job_runs').select('worker').count({ n: '*' }).groupBy('worker')) as {
      worker: string;
      n: number;
    }[];
    expect(perWorker.map((r) => r.worker).sort()).toEqual(['one', 'two']);
    console.log('runs per worker', Object.fromEntries(perWorker.map((r) => [r.worker, Number(r.n)])));
  });
});
