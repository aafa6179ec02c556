/**
 * One table, one run: the knex backend on SQLite and on MariaDB, each unbatched (batch size 1: one
 * transaction per locked job and per state save, the baseline) and batched (the default), beside
 * Agenda's Redis backend, then a PASS/FAIL line for the 1,000 one-off jobs/s target on MariaDB.
 *
 *   pnpm exec tsx tools/bench/jobs/run.ts [jobs=5000] [batchSize=default] [redisJobs=1000]
 *
 * The Redis backend gets fewer jobs (its find-and-lock scans every job of the name, so draining n jobs
 * costs O(n²): 5,000 took over 15 minutes here); the jobs column says how many each row ran.
 *
 * create/s: sequential agenda.now() calls. process/s: `jobs` saved one-off jobs drained by one instance
 * (first start to last finish). pick-up: agenda.now() to handler start, idle queue, one at a time.
 * late: scheduled jobs' start after their due time (see lateness.ts).
 */
import { DEFAULT_BATCH_SIZE } from '../../../core/packages/agenda-knex-backend/bench/deps.js';
import { lateness } from './lateness.js';
import { pickup } from './pickup.js';
import { mariadbTarget, redisTarget, sqliteTarget, type BenchTarget } from './targets.js';
import { throughput } from './throughput.js';

const JOBS = Number(process.argv[2] ?? 5000);
const BATCH = Number(process.argv[3] ?? DEFAULT_BATCH_SIZE);
const REDIS_JOBS = Number(process.argv[4] ?? Math.min(JOBS, 1000));
const TARGET_PER_SEC = 1000;

interface Row {
  backend: string;
  batch: number | '-';
  jobs: number;
  'create/s': number;
  'process/s': number;
  speedup: string;
  'pick-up p50 ms': number;
  'pick-up p95 ms': number;
  'late p50 ms': number;
  'late p95 ms': number;
}

async function measure(target: BenchTarget, jobs: number): Promise<Row> {
  const t = await throughput(target, jobs);
  const [p50, p95] = await pickup(target);
  const [l50, l95] = await lateness(target);
  return {
    backend: target.label,
    batch: target.batchSize ?? '-',
    jobs,
    'create/s': t.createPerSec,
    'process/s': t.processPerSec,
    speedup: '',
    'pick-up p50 ms': p50,
    'pick-up p95 ms': p95,
    'late p50 ms': l50,
    'late p95 ms': l95,
  };
}

const rows: Row[] = [];
for (const [make, jobs] of [
  [() => sqliteTarget(1), JOBS],
  [() => sqliteTarget(BATCH), JOBS],
  [() => mariadbTarget(1), JOBS],
  [() => mariadbTarget(BATCH), JOBS],
  [() => redisTarget(), REDIS_JOBS],
] as const) {
  const target = await make();
  try {
    rows.push(await measure(target, jobs));
  } finally {
    await target.dispose();
  }
}
// speedup of each batched knex row over the unbatched row of the same engine
for (const r of rows) {
  const base = rows.find((b) => b.backend === r.backend && b.batch === 1);
  if (base && r !== base) r.speedup = `x${(r['process/s'] / base['process/s']).toFixed(1)}`;
}
console.table(rows);
const maria = rows.find((r) => r.backend === 'knex on MariaDB' && r.batch === BATCH)!;
const pass = maria['process/s'] >= TARGET_PER_SEC;
console.log(
  `${pass ? 'PASS' : 'FAIL'}: knex on MariaDB (batch ${BATCH}) processed ${maria['process/s']} one-off jobs/s ` +
    `(target ${TARGET_PER_SEC})`,
);
process.exit(pass ? 0 : 1);
