/**
 * Jobs per second through each Agenda storage on this machine, one table, same run:
 * knex backend on SQLite, knex backend on MariaDB, and Agenda's Redis backend.
 *
 *   pnpm exec tsx tools/bench/jobs/run.ts [jobs=2000]
 *
 * enqueue: sequential agenda.now() calls (what a plugin pays per job it creates).
 * process: one Agenda instance draining the already-saved jobs with a no-op handler
 *          (lock + start state + finish state per job: the per-job storage overhead).
 */
import { Agenda } from '../../../core/packages/agenda-knex-backend/bench/deps.js';
import { mariadbTarget, redisTarget, sqliteTarget, type BenchTarget } from './targets.js';

const JOBS = Number(process.argv[2] ?? 2000);

interface Row {
  backend: string;
  jobs: number;
  'enqueue jobs/s': number;
  'process jobs/s': number;
  'process ms': number;
}

async function measure(target: BenchTarget): Promise<Row> {
  const producer = new Agenda({ backend: target.backend() });
  await producer.ready;
  let t = performance.now();
  for (let i = 0; i < JOBS; i++) await producer.now('bench.noop', { companyId: 1, i });
  const enqueueMs = performance.now() - t;

  const worker = new Agenda({
    backend: target.backend(),
    processEvery: 100,
    maxConcurrency: 100,
    removeOnComplete: false,
  });
  let done = 0;
  let finished!: () => void;
  const allDone = new Promise<void>((r) => (finished = r));
  worker.define('bench.noop', async () => undefined, { concurrency: 100, lockLimit: 100 });
  worker.on('complete', () => ++done === JOBS && finished());
  t = performance.now();
  await worker.start();
  await allDone;
  const processMs = performance.now() - t;
  await worker.stop(false);
  return {
    backend: target.label,
    jobs: JOBS,
    'enqueue jobs/s': Math.round((JOBS / enqueueMs) * 1000),
    'process jobs/s': Math.round((JOBS / processMs) * 1000),
    'process ms': Math.round(processMs),
  };
}

const rows: Row[] = [];
for (const make of [sqliteTarget, mariadbTarget, redisTarget]) {
  const target = await make();
  try {
    rows.push(await measure(target));
  } finally {
    await target.dispose();
  }
}
console.table(rows);
process.exit(0);
