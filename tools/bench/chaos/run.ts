/**
 * The cluster chaos test at full size: three kernel processes on MariaDB + Redis, 30 sim connections, 3,000
 * inbound messages from 300 contacts, one process killed with SIGKILL at a third of the traffic and another
 * restarted at two thirds; every message must be stored once and answered once (the test's own assertions).
 *
 *   pnpm exec tsx tools/bench/chaos/run.ts [messages=3000] [runs=3]
 *
 * The scenario is `plugins/tickets/test/cluster-chaos.test.ts` itself (CI runs it with 300 messages), run here
 * `runs` times one after another with CHAOS_MESSAGES set; each run waits for the 1-minute load average to fall
 * under 1.5 first and prints it. The table shows, per run, whether every assertion held, the time until the
 * last message was sent and until every message was stored and answered, and how many were replayed to a new
 * owner after the kill. The target is under 60 s to stored and answered, nothing lost or doubled.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { numberArgs } from '../shared/args.js';
import { printTable } from '../shared/text-table.js';

const [MESSAGES, RUNS] = numberArgs([3000, 3]);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const QUIET = 1.5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const rows: string[][] = [];
const totals: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  while (loadavg()[0]! >= QUIET) await sleep(5000);
  const load = loadavg()[0]!.toFixed(2);
  const started = Date.now();
  const child = spawnSync(
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'api', 'plugins/tickets/test/cluster-chaos.test.ts'],
    {
      cwd: root,
      env: { ...process.env, TEST_DB: 'mysql', CHAOS_MESSAGES: String(MESSAGES) },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const out = `${child.stdout}\n${child.stderr}`;
  const figures = /sent in (\d+) ms, all stored and answered in (\d+) ms; (\d+) replayed/.exec(out);
  const passed = child.status === 0 && figures !== null;
  if (!passed) console.log(out.split('\n').slice(-60).join('\n'));
  if (figures) totals.push(Number(figures[2]));
  rows.push([
    String(run),
    load,
    passed ? 'passed' : 'FAILED',
    figures ? (Number(figures[1]) / 1000).toFixed(1) : '-',
    figures ? (Number(figures[2]) / 1000).toFixed(1) : '-',
    figures ? figures[3]! : '-',
    ((Date.now() - started) / 1000).toFixed(0),
  ]);
}

console.log(`\nchaos at full size: 3 processes, 30 connections, ${MESSAGES} messages from 300 contacts\n`);
printTable(
  ['run', 'load before', 'assertions', 'sent (s)', 'stored and answered (s)', 'replayed', 'whole run (s)'],
  rows,
  3,
);
const sorted = [...totals].sort((a, b) => a - b);
const median = sorted.length ? sorted[Math.floor(sorted.length / 2)]! / 1000 : NaN;
console.log(
  `\nmedian stored and answered: ${median.toFixed(1)} s (target: under 60 s); ` +
    `${rows.filter((r) => r[2] === 'passed').length} of ${RUNS} runs passed every assertion`,
);
