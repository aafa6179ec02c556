/**
 * Jobs per second and how late scheduled jobs run, through each Agenda storage on this machine, one table,
 * same run: knex backend on SQLite, knex backend on MariaDB, and Agenda's Redis backend.
 *
 *   pnpm exec tsx tools/bench/jobs/run.ts [jobs=2000]
 *
 * enqueue: sequential agenda.now() calls (what a plugin pays per job it creates).
 * process: one Agenda instance draining the already-saved jobs with a no-op handler
 *          (lock + start state + finish state per job: the per-job storage overhead).
 * lateness: 100 jobs scheduled 2 s ahead, 20 ms apart, run by an instance polling every 500 ms (the kernel's
 *          default): how long after its due time each one started, p50 and p95.
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
  'late p50 ms': number;
  'late p95 ms': number;
}

const LATE_JOBS = 100;

/** p50 and p95 of how late scheduled jobs start, in ms. */
async function lateness(target: BenchTarget): Promise<[number, number]> {
  const agenda = new Agenda({ backend: target.backend(), processEvery: 500, maxConcurrency: 100 });
  const late: number[] = [];
  let finished!: () => void;
  const allDone = new Promise<void>((r) => (finished = r));
  // the due time travels in data: Agenda clears nextRunAt of a one-off job before running it
  agenda.define(
    'bench.tick',
    async (job) => {
      late.push(Date.now() - (job.attrs.data as { due: number }).due);
      if (late.length === LATE_JOBS) finished();
    },
    { concurrency: 100 },
  );
  await agenda.start();
  // due times over 2 s, so they straddle several polls rather than one batch
  const base = Date.now() + 2000;
  for (let i = 0; i < LATE_JOBS; i++)
    await agenda.schedule(new Date(base + i * 20), 'bench.tick', { companyId: 1, due: base + i * 20 });
  await allDone;
  await agenda.stop(false);
  late.sort((a, b) => a - b);
  const at = (q: number) => late[Math.ceil(q * LATE_JOBS) - 1]!;
  return [at(0.5), at(0.95)];
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
  const [p50, p95] = await lateness(target);
  return {
    backend: target.label,
    jobs: JOBS,
    'enqueue jobs/s': Math.round((JOBS / enqueueMs) * 1000),
    'process jobs/s': Math.round((JOBS / processMs) * 1000),
    'process ms': Math.round(processMs),
    'late p50 ms': p50,
    'late p95 ms': p95,
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
