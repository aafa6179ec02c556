/**
 * New-message delivery to 1,000 socket.io clients of one company: spread over 3 kernel processes (socket.io
 * Redis adapter) against the same 1,000 on one process, measured in the same run on the same MariaDB.
 *
 *   pnpm exec tsx tools/bench/realtime/run.ts [clients=1000] [messages=40] [users=100]
 *
 * Company A has `users` attendants; client i signs in as attendant i % users, connects to process i % K and
 * listens for `company-{id}-appMessage`. A contact writes `messages` texts (one every 250 ms, so each fan-out
 * is measured on its own, not a queue) to the connection, on the process that runs it; the ticket has no queue,
 * so every client of the company is allowed to hear it. Latency per (client, message): from the moment the
 * handling process emitted (it prints the time, same clock) to the moment the client got it; also from the
 * moment the contact's message was posted. All clients live in this one process, so their own parsing is in
 * the numbers. Memory (RSS) and open file descriptors of the kernels are read from /proc after connecting.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import { HttpClient, PASSWORD, until } from '@balcao/core/testing';
import { clock, percentile } from '../../loadtest/percentiles.js';
import { startProcesses } from '../../loadtest/processes.js';
import { prepareDatabase, type Prepared } from '../../loadtest/setup.js';
import { contactSends, waitForOwner } from '../../loadtest/sim.js';
import { numberArgs } from '../shared/args.js';

const [CLIENTS, MESSAGES, USERS] = numberArgs([1000, 40, 100]);
const GAP_MS = 250;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
process.env.TEST_DB = 'mysql';

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};
const fds = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

interface Row {
  setup: string;
  processes: number;
  clients: number;
  messages: number;
  'delivered (%)': number;
  'emit→client p50 (ms)': number;
  'emit→client p99 (ms)': number;
  'emit→client max (ms)': number;
  'post→client p50 (ms)': number;
  'post→client p99 (ms)': number;
  'kernel RSS (MB)': number;
  'kernel fds': number;
}
const notes: string[] = [];

async function signIn(url: string, seed: Prepared['seed']): Promise<string[]> {
  const users: Array<{ email: string }> = [seed.a.admin, seed.a.user];
  for (let i = 1; i <= USERS - 2; i++) users.push({ email: `atendente${i}@empresaa.test` });
  const out: string[] = [];
  for (let i = 0; i < users.length; i += 10) {
    const batch = await Promise.all(
      users.slice(i, i + 10).map(async (u) => {
        const r = await new HttpClient(url).post('/auth/login', { email: u.email, password: PASSWORD });
        if (r.status !== 200) throw new Error(`login ${u.email}: ${r.status} ${JSON.stringify(r.body)}`);
        return r.body.token as string;
      }),
    );
    out.push(...batch);
  }
  return out;
}

function connect(url: string, token: string): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { token } });
  return new Promise((resolve, reject) => {
    socket.once('ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function measure(setup: string, processes: number, env: Record<string, string>): Promise<Row> {
  // a fresh database each: every setup starts from the same state (new contacts, new tickets)
  const { db, seed, connectionIds } = await prepareDatabase({ connections: 1, extraUsers: USERS - 2 });
  const connectionId = connectionIds[0]!;
  const companyId = seed.a.id;
  const cluster = await startProcesses({ processes, database: db.url, env });
  const sockets: Socket[] = [];
  try {
    const urls = cluster.procs.map((p) => p.url);
    const owner = await waitForOwner(urls, connectionId);
    const tokens = await signIn(urls[0]!, seed);
    const t0 = performance.now();
    for (let i = 0; i < CLIENTS; i += 50)
      sockets.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, CLIENTS - i) }, (_, j) =>
            connect(urls[(i + j) % processes]!, tokens[(i + j) % tokens.length]!),
          ),
        )),
      );
    notes.push(`${setup}: ${CLIENTS} sockets connected in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // arrivals[i] = the times client i heard each message, by body
    const arrivals = sockets.map(() => new Map<string, number>());
    for (const [i, s] of sockets.entries())
      s.on(`company-${companyId}-appMessage`, (e: { action: string; message: { body: string } }) => {
        if (e.action === 'create') arrivals[i]!.set(e.message.body, clock());
      });
    const rss = cluster.procs.reduce((sum, p) => sum + rssMb(p.pid), 0);
    const openFds = cluster.procs.reduce((sum, p) => sum + fds(p.pid), 0);

    const tag = setup.replace(/\W+/g, '-');
    const posted = new Map<string, number>();
    for (let m = 0; m < MESSAGES; m++) {
      const body = `${tag} ${m}`;
      posted.set(body, clock());
      await contactSends(urls[owner]!, connectionId, `55119800000${String(m % 20).padStart(2, '0')}`, body);
      await new Promise((r) => setTimeout(r, GAP_MS));
    }
    const heard = () => arrivals.reduce((n, a) => n + [...posted.keys()].filter((b) => a.has(b)).length, 0);
    await until('every client to hear every message', () => heard() === CLIENTS * MESSAGES, 30_000).catch(
      () => notes.push(`${setup}: only ${heard()} of ${CLIENTS * MESSAGES} deliveries after 30 s`),
    );
    const emitted = new Map<string, number>();
    for (const p of cluster.procs)
      for (const l of p.lines) if (l.ev === 'emit' && posted.has(l.body!)) emitted.set(l.body!, l.at);
    notes.push(`${setup}: ${emitted.size} of ${MESSAGES} new-message events emitted`);
    const fromEmit: number[] = [];
    const fromPost: number[] = [];
    for (const a of arrivals)
      for (const [body, at] of a) {
        if (!posted.has(body)) continue;
        fromEmit.push(at - emitted.get(body)!);
        fromPost.push(at - posted.get(body)!);
      }
    const r1 = (n: number) => Math.round(n * 10) / 10;
    return {
      setup,
      processes,
      clients: CLIENTS,
      messages: MESSAGES,
      'delivered (%)': r1((fromEmit.length / (CLIENTS * MESSAGES)) * 100),
      'emit→client p50 (ms)': r1(percentile(fromEmit, 50)),
      'emit→client p99 (ms)': r1(percentile(fromEmit, 99)),
      'emit→client max (ms)': r1(Math.max(...fromEmit)),
      'post→client p50 (ms)': r1(percentile(fromPost, 50)),
      'post→client p99 (ms)': r1(percentile(fromPost, 99)),
      'kernel RSS (MB)': Math.round(rss),
      'kernel fds': openFds,
    };
  } finally {
    for (const s of sockets) s.close();
    await cluster.stop();
    await db.drop();
  }
}

const rows: Row[] = [];
rows.push(await measure('1 process', 1, { REDIS_URL }));
rows.push(await measure('3 processes + Redis', 3, { REDIS_URL }));
console.table(rows);
for (const n of notes) console.log(n);
console.log(
  `bench process: RSS ${Math.round(rssMb(process.pid))} MB, ulimit -n ${readFileSync('/proc/self/limits', 'utf8').match(/Max open files\s+(\d+)/)?.[1]}`,
);
process.exit(0);
