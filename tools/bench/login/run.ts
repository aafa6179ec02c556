/**
 * What a burst of logins does to everyone else: the latency of GET /version, sampled every 20 ms, while
 * nothing happens (the baseline, same run) and while 200 logins arrive at once. Two bursts: 200 wrong
 * passwords for one account from one address (the limiter must refuse all but 5 before hashing), and 200
 * logins for 200 accounts from 200 addresses (all hashed: scrypt runs on the thread pool, not the loop).
 *
 *   pnpm exec tsx tools/bench/login/run.ts
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { PASSWORD, seedTenants, startTestKernel } from '@balcao/core/testing';
import { printTable } from '../shared/text-table.js';

const BURST = 200;
const emails = Array.from({ length: BURST }, (_, i) => `conta${i}@bench.test`);

// the kernel runs in a child process, so the clients' own work never shows up in its latency
if (process.argv[2] === '--server') {
  const t = await startTestKernel({ env: { NODE_ENV: 'production', TRUST_PROXY: 'true' } });
  const seed = await seedTenants(t.kernel.knex);
  const { passwordHash } = await t.kernel.knex('users').where({ id: seed.a.user.id }).first('passwordHash');
  const now = new Date();
  const rows = emails.map((email, i) => ({
    companyId: seed.a.id,
    name: `Conta ${i}`,
    email,
    passwordHash,
    profile: 'user',
    createdAt: now,
    updatedAt: now,
  }));
  await t.kernel.knex.batchInsert('users', rows, 50);
  console.log(JSON.stringify({ url: t.url, victim: seed.b.admin.email }));
  process.on('SIGTERM', () => void t.stop().then(() => process.exit(0)));
  await new Promise(() => undefined);
}

const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--server'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const first = await createInterface({ input: server.stdout })[Symbol.asyncIterator]().next();
const t = JSON.parse(String(first.value)) as { url: string; victim: string };
await fetch(`${t.url}/version`); // warm up

const login = (email: string, password: string, ip: string) =>
  fetch(`${t.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  }).then((r) => r.status);

/** Samples /version every 20 ms until `work` settles (or for `ms` when there is none). */
async function sampleDuring(work: Promise<number[]> | null, ms = 2000) {
  const latencies: number[] = [];
  let done = false;
  const statuses = work ? work.finally(() => (done = true)) : null;
  const until = Date.now() + ms;
  while (work ? !done : Date.now() < until) {
    const start = performance.now();
    await fetch(`${t.url}/version`).then((r) => r.text());
    latencies.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 20));
  }
  return { latencies, statuses: statuses ? await statuses : [] };
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const rows: string[][] = [];
const record = (label: string, r: { latencies: number[]; statuses: number[] }, started: number) => {
  const n = (s: number) => r.statuses.filter((x) => x === s).length;
  rows.push([
    label,
    String(r.latencies.length),
    pct(r.latencies, 0.5).toFixed(1),
    pct(r.latencies, 0.95).toFixed(1),
    Math.max(...r.latencies).toFixed(1),
    r.statuses.length ? String(n(401) + n(200)) : '-',
    r.statuses.length ? String(n(429)) : '-',
    r.statuses.length ? String(Math.round(performance.now() - started)) : '-',
  ]);
};

let started = performance.now();
record('idle (baseline)', await sampleDuring(null), started);

started = performance.now();
const oneAccount = Promise.all(
  Array.from({ length: BURST }, (_, i) =>
    login(t.victim, i === BURST - 1 ? PASSWORD : `wrong-${i}`, '198.51.100.1'),
  ),
);
record(`${BURST} wrong passwords, one account`, await sampleDuring(oneAccount), started);

started = performance.now();
const manyAccounts = Promise.all(emails.map((email, i) => login(email, PASSWORD, `203.0.113.${i % 250}`)));
record(`${BURST} logins, ${BURST} accounts`, await sampleDuring(manyAccounts), started);

server.kill('SIGTERM');

const head = [
  'phase',
  'samples',
  '/version p50 ms',
  'p95 ms',
  'max ms',
  'passwords hashed',
  '429',
  'burst ms',
];
printTable(head, rows);
const worst = Math.max(...rows.slice(1).map((r) => Number(r[4])));
console.log(`\n/version stayed under ${worst.toFixed(0)} ms during the bursts (target 100 ms)`);
