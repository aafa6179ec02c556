/**
 * Inbound messages per second through the whole product (every plugin: contact, ticket, message row, realtime)
 * with 1, 2 and 3 kernel processes on one MariaDB, against the raw driver's insert rate measured in the same
 * run, with the CPU each side used: where the database becomes the limit on this machine.
 *
 *   pnpm exec tsx tools/bench/inbound/cluster.ts [messages=1500] [connections=3] [contacts=60]
 *
 * Each setup gets a fresh database with `connections` linked sim connections of company A; connection i's lease
 * is pinned to process i % K before the processes boot, so the work is spread evenly. Contacts write `messages`
 * texts in total (round robin over connections and `contacts` contacts per connection, 16 in flight per
 * connection) through each owner's simulator HTTP API; the clock runs from the first send until the
 * `messages` table holds every one. CPU is read from /proc (utime + stime) for the kernel processes and for
 * mariadbd over that window, in % of one core (this machine has `nproc` cores, shared with whatever else runs).
 * Before the clock starts, the processes sit idle for 5 s: what they cost then, and MariaDB's statement count
 * (`Questions`) then and per message, are printed beside.
 *
 *   BENCH_PROCESSES=1,3   which process counts to run (default 1,2,3)
 *   BENCH_RATE=150        offer that many messages a second instead of as many as the processes take
 *   BENCH_WARMUP=4500     send that many first, unmeasured, from other contacts
 *   BENCH_RATE_PER_PROCESS=50  offer 50 × K msg/s to K processes, with `messages` and the warm-up per process too
 *                         (use 6 connections, so 1, 2 and 3 processes each own the same number)
 *   BENCH_IN_FLIGHT=16    sends in flight per connection
 */
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { readFileSync } from 'node:fs';
import knexFactory from 'knex';
import { startProcesses } from '../../loadtest/processes.js';
import { prepareDatabase } from '../../loadtest/setup.js';
import { contactSends, waitForOwner } from '../../loadtest/sim.js';
import { numberArgs } from '../shared/args.js';

const [MESSAGES, CONNECTIONS, CONTACTS] = numberArgs([1500, 3, 60]);
/** sends in flight per connection; fewer keeps the machine below its limit, to compare work rather than contention */
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 16);
/**
 * BENCH_RATE=100 offers messages at that pace instead of as fast as the processes take them: below the machine's
 * limit, the CPU per message measures the work a message costs with K processes, not how K processes share two
 * overloaded cores.
 */
const RATE = Number(process.env.BENCH_RATE ?? 0);
/**
 * BENCH_RATE_PER_PROCESS=50 gives each process the same load whatever their number: K processes are offered 50 × K
 * msg/s, and the messages and BENCH_WARMUP count per process too. A process's CPU per message depends on how busy
 * it is (the same work costs more CPU on an idler machine: `tools/bench/pace`), so at one total rate adding
 * processes also makes each idler; at one rate per process only the number of processes changes.
 */
const RATE_PER_PROCESS = Number(process.env.BENCH_RATE_PER_PROCESS ?? 0);
const IDLE_SECONDS = 5;
/**
 * BENCH_WARMUP=600 sends that many messages (from other contacts) before the clock starts: each process's
 * JIT has then seen the hot path as a long-running process's has; without it a process of three sees a third
 * of the messages a lone one does and spends more of them warming up.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 0);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
process.env.TEST_DB = 'mysql';

/** CPU seconds (user + system) a process used so far */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const mariadbPid = (() => {
  try {
    return Number(execFileSync('pgrep', ['-x', 'mariadbd']).toString().split('\n')[0]);
  } catch {
    return undefined;
  }
})();

interface Row {
  processes: number;
  messages: number;
  seconds: number;
  'msg/s': number;
  'kernels CPU (%)': number;
  'mariadbd CPU (%)': number;
  /** CPU the kernels spent per message, all processes together: flat as processes are added is a plan that scales */
  'kernel CPU ms/msg': number;
  'mariadbd CPU ms/msg': number;
  /** what the kernels use with nothing to do (timers, pollers, lease renewals), all processes together */
  'idle kernels CPU (%)': number;
  'idle statements/s': number;
  /** MariaDB's Questions counter over the window, per message: the database work each message asks for */
  'statements/msg': number;
  'raw insert rows/s': number;
  'ratio (%)': number;
}

/** rows/s of single-row autocommit inserts of inbox-shaped rows, one connection, into a copy of inbox_events */
async function rawInsertRate(
  url: string,
  companyId: number,
  connectionId: number,
  rows: number,
): Promise<number> {
  const knex = knexFactory({ client: 'mysql2', connection: { uri: url }, pool: { min: 1, max: 1 } });
  try {
    await knex.raw('CREATE TABLE bench_raw_inbox LIKE inbox_events');
    const sql =
      'INSERT INTO bench_raw_inbox (company_id, connection_id, kind, wa_id, chat_key, payload, status, attempts, ' +
      'next_attempt_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
    const t0 = performance.now();
    for (let i = 0; i < rows; i++) {
      const number = `55119${String(i % CONTACTS).padStart(8, '0')}`;
      const now = new Date();
      const payload = JSON.stringify({
        connectionId: String(connectionId),
        chatId: number,
        body: `mensagem ${i}`,
      });
      await knex.raw(sql, [
        companyId,
        connectionId,
        'message',
        `RAW${i}`,
        number,
        payload,
        'pending',
        0,
        0,
        now,
        now,
      ]);
    }
    return (rows / (performance.now() - t0)) * 1000;
  } finally {
    await knex.destroy();
  }
}

async function measure(processes: number): Promise<Row> {
  const scale = RATE_PER_PROCESS ? processes : 1;
  const [messages, warmup, pace] = [MESSAGES * scale, WARMUP * scale, RATE_PER_PROCESS * scale || RATE];
  const pin = Array.from({ length: CONNECTIONS }, (_, i) => `proc-${i % processes}`);
  const { db, seed, connectionIds } = await prepareDatabase({ connections: CONNECTIONS, pin });
  const cluster = await startProcesses({
    processes,
    database: db.url,
    env: { REDIS_URL, CHANNEL_LEASE_MS: '30000' },
  });
  const watch = knexFactory({ client: 'mysql2', connection: { uri: db.url }, pool: { min: 1, max: 1 } });
  try {
    const urls = cluster.procs.map((p) => p.url);
    const owners = await Promise.all(connectionIds.map((id) => waitForOwner(urls, id)));
    // deliveries and reads would add their own traffic; only the messages are measured
    for (const url of urls)
      await fetch(`${url}/sim/ack-speed`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms: 600_000 }),
      });
    const stored = async () => Number((await watch('messages').count({ n: '*' }))[0]!.n);
    const questions = async () =>
      Number(
        ((await watch.raw("SHOW GLOBAL STATUS LIKE 'Questions'")) as [Array<{ Value: string }>])[0][0]!.Value,
      );
    const before = await stored();
    /** `count` texts from contacts numbered `prefix`..., round robin over the connections, paced from t0 at `pace` msg/s when set */
    const send = (count: number, prefix: string, t0: number) =>
      Promise.all(
        connectionIds.map(async (id, c) => {
          const mine = Array.from({ length: count }, (_, i) => i).filter((i) => i % CONNECTIONS === c);
          let next = 0;
          const lane = async () => {
            while (next < mine.length) {
              const i = mine[next++]!;
              if (pace) await new Promise((r) => setTimeout(r, t0 + (i * 1000) / pace - performance.now()));
              const number = `${prefix}${String(c).padStart(2, '0')}${String(i % CONTACTS).padStart(7, '0')}`;
              // under load a process can miss a lease renewal and hand the connection over: follow it
              for (let attempt = 0; ; attempt++) {
                try {
                  await contactSends(urls[owners[c]!]!, id, number, `mensagem ${i}`);
                  break;
                } catch (err) {
                  if (attempt >= 5) throw err;
                  owners[c] = await waitForOwner(urls, id);
                }
              }
            }
          };
          await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
        }),
      );
    const storedAtLeast = async (n: number) => {
      const deadline = Date.now() + 300_000;
      while ((await stored()) < n) {
        if (Date.now() > deadline) throw new Error(`only ${(await stored()) - before} messages stored`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    // other contacts than the measured ones, so the measured messages open their tickets as without warm-up
    if (warmup) {
      await send(warmup, '5521', performance.now());
      await storedAtLeast(before + warmup);
    }

    const idle0 = cluster.procs.map((p) => cpuSeconds(p.pid));
    const idleQ0 = await questions();
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const idle = cluster.procs.reduce((s, p, i) => s + cpuSeconds(p.pid) - idle0[i]!, 0);
    const idleStatements = (await questions()) - idleQ0;
    const q0 = await questions();
    const cpu0 = cluster.procs.map((p) => cpuSeconds(p.pid));
    const db0 = mariadbPid ? cpuSeconds(mariadbPid) : 0;
    const t0 = performance.now();
    await send(messages, '5511', t0);
    await storedAtLeast(before + warmup + messages);
    const seconds = (performance.now() - t0) / 1000;
    const kernelCpu = cluster.procs.reduce((s, p, i) => s + cpuSeconds(p.pid) - cpu0[i]!, 0);
    const dbCpu = mariadbPid ? cpuSeconds(mariadbPid) - db0 : NaN;
    const statements = (await questions()) - q0;
    const raw = await rawInsertRate(db.url, seed.a.id, connectionIds[0]!, messages);
    const rate = messages / seconds;
    return {
      processes,
      messages,
      seconds: Math.round(seconds * 10) / 10,
      'msg/s': Math.round(rate),
      'kernels CPU (%)': Math.round((kernelCpu / seconds) * 100),
      'mariadbd CPU (%)': Math.round((dbCpu / seconds) * 100),
      'kernel CPU ms/msg': Math.round((kernelCpu / messages) * 1000 * 100) / 100,
      'mariadbd CPU ms/msg': Math.round((dbCpu / messages) * 1000 * 100) / 100,
      'idle kernels CPU (%)': Math.round((idle / IDLE_SECONDS) * 1000) / 10,
      'idle statements/s': Math.round(idleStatements / IDLE_SECONDS),
      'statements/msg': Math.round((statements / messages) * 100) / 100,
      'raw insert rows/s': Math.round(raw),
      'ratio (%)': Math.round((rate / raw) * 1000) / 10,
    };
  } finally {
    await watch.destroy();
    await cluster.stop();
    await db.drop();
  }
}

const rows: Row[] = [];
for (const k of (process.env.BENCH_PROCESSES ?? '1,2,3').split(',').map(Number)) rows.push(await measure(k));
console.table(rows);
const [one, , three] = rows.map((r) => r['kernel CPU ms/msg']);
if (one && three)
  console.log(
    `kernel CPU per message from 1 to 3 processes: ${one} -> ${three} ms (${Math.round((three / one - 1) * 100)} %; ` +
      'target: at most 1.5 ms, growing no more than 20 %)',
  );
console.log(
  `${cpus().length} cores, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}; ` +
    `CPU in % of one core over the measured window (${cpus().length * 100}% = every core)`,
);
process.exit(0);
