/**
 * What the machine charges for being idle between units of work: one fixed unit (JSON encoding like a realtime
 * payload's, two MariaDB round trips through knex and mysql2) offered at different paces, and the CPU each unit took. The
 * code is the same at every pace, so a difference is the machine's (wake-ups, cold caches), not the product's:
 * the control beside `inbound --cluster`, whose processes each run at a lower pace when more share one rate.
 *
 *   pnpm exec tsx tools/bench/pace/run.ts [seconds=10] [rounds=3]   # paces in BENCH_PACES (default 50,150,300)
 *
 * Each round runs every pace for `seconds`, in order; a row is the median over the rounds, so every pace sees the
 * same machine. Needs MariaDB (DATABASE_URL or mysql://root@127.0.0.1:3306/test).
 */
import { loadavg } from 'node:os';
import knexFactory from 'knex';
import { numberArgs } from '../shared/args.js';
import { printTable } from '../shared/text-table.js';

const [SECONDS, ROUNDS] = numberArgs([10, 3]);
const PACES = (process.env.BENCH_PACES ?? '50,150,300').split(',').map(Number);
const url = process.env.DATABASE_URL?.startsWith('mysql')
  ? process.env.DATABASE_URL
  : 'mysql://root@127.0.0.1:3306/test';
const db = knexFactory({ client: 'mysql2', connection: { uri: url }, pool: { min: 1, max: 4 } });
const payload = {
  id: 1,
  body: 'x'.repeat(200),
  contact: { name: 'Contato', number: '5511900000000' },
  tags: [1, 2],
};

async function unit(i: number): Promise<number> {
  let size = 0;
  for (let k = 0; k < 300; k++) size += JSON.stringify({ ...payload, k, i }).length;
  await db.raw('SELECT ? AS i', [i]);
  await db.raw('SELECT ? AS size', [size]);
  return size;
}

/** CPU µs per unit with `pace` units a second offered for SECONDS */
async function run(pace: number): Promise<number> {
  const count = pace * SECONDS;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const pending: Array<Promise<number>> = [];
  for (let i = 0; i < count; i++) {
    const wait = t0 + (i * 1000) / pace - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(unit(i));
  }
  await Promise.all(pending);
  const cpu = process.cpuUsage(cpu0);
  return (cpu.user + cpu.system) / count;
}

const load = loadavg()[0]!.toFixed(2);
for (let i = 0; i < 300; i++) await unit(i); // the JIT warmed up before any pace is measured
const seen = new Map<number, number[]>(PACES.map((p) => [p, []]));
for (let r = 0; r < ROUNDS; r++) for (const pace of PACES) seen.get(pace)!.push(await run(pace));
await db.destroy();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fastest = median(seen.get(Math.max(...PACES))!);
printTable(
  ['units/s', 'CPU µs/unit (median)', 'runs', `vs ${Math.max(...PACES)}/s`],
  PACES.map((p) => {
    const xs = seen.get(p)!;
    return [
      String(p),
      median(xs).toFixed(0),
      xs.map((x) => x.toFixed(0)).join(', '),
      `${((median(xs) / fastest - 1) * 100).toFixed(0)} %`,
    ];
  }),
);
console.log(`load average before the run ${load}; after ${loadavg()[0]!.toFixed(2)}`);
