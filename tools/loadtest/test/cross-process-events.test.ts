import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHILD_WAIT_MS,
  connectSocket,
  HttpClient,
  PASSWORD,
  testDbClient,
  until,
  type TestDatabase,
} from '@balcao/core/testing';
import type { Socket } from 'socket.io-client';
import { clock, percentile } from '../percentiles.js';
import { startProcesses, type Processes } from '../processes.js';
import { prepareDatabase } from '../setup.js';
import { contactSends, waitForOwner } from '../sim.js';

/**
 * Two kernel processes on MariaDB and one Redis (socket.io Redis adapter): an agent whose socket is connected
 * to process A hears the new-message events of messages that arrive on, and are handled by, process B (the
 * owner of the connection), each one; the hop's latency from the moment B emitted (B prints it, same clock) is
 * printed (about 200 ms p99 was the target; a figure is a benchmark's, measured on a quiet machine).
 * MariaDB only: SQLite is one process.
 */
const MESSAGES = 100;
const CONTACTS = 10;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.skipIf(testDbClient() !== 'mysql')('realtime across kernel processes', () => {
  let db: TestDatabase;
  let cluster: Processes;
  let connectionId: number;
  let companyId: number;
  let adminEmail: string;
  let socket: Socket | undefined;

  beforeAll(
    async () => {
      const prepared = await prepareDatabase({ connections: 1 });
      db = prepared.db;
      connectionId = prepared.connectionIds[0]!;
      companyId = prepared.seed.a.id;
      adminEmail = prepared.seed.a.admin.email;
      cluster = await startProcesses({ processes: 2, database: db.url, env: { REDIS_URL } });
    },
    2 * CHILD_WAIT_MS + 60_000,
  );

  afterAll(async () => {
    socket?.close();
    await cluster?.stop();
    await db?.drop();
  });

  it('delivers every event caused on B to a socket on A, and prints the latency', async () => {
    const urls = cluster.procs.map((p) => p.url);
    const b = await waitForOwner(urls, connectionId);
    const a = b === 0 ? 1 : 0;
    const [onA, onB] = [cluster.procs[a]!, cluster.procs[b]!];

    const agent = new HttpClient(onA.url);
    const login = await agent.post('/auth/login', { email: adminEmail, password: PASSWORD });
    expect(login.status).toBe(200);
    socket = await connectSocket(onA.url, login.body.token as string);
    const arrived = new Map<string, number>();
    socket.on(`company-${companyId}-appMessage`, (e: { action: string; message: { body: string } }) => {
      if (e.action === 'create' && !arrived.has(e.message.body)) arrived.set(e.message.body, clock());
    });

    const bodies = Array.from({ length: MESSAGES }, (_, i) => `latência ${i}`);
    for (const [i, body] of bodies.entries()) {
      await contactSends(onB.url, connectionId, `55119700000${String(i % CONTACTS).padStart(2, '0')}`, body);
      // a steady trickle (about 50 messages/s), not one burst: the hop is measured, not a queue
      await new Promise((r) => setTimeout(r, 20));
    }
    await until('every message to reach the socket on A', () => arrived.size >= MESSAGES, 20_000);

    const emittedOn = (lines: typeof onB.lines) =>
      new Map(lines.filter((l) => l.ev === 'emit').map((l) => [l.body!, l.at]));
    const byB = emittedOn(onB.lines);
    // every message was handled, and its event emitted, by B; none by A
    expect(bodies.filter((body) => !byB.has(body))).toEqual([]);
    expect(bodies.filter((body) => emittedOn(onA.lines).has(body))).toEqual([]);

    const latencies = bodies.map((body) => arrived.get(body)! - byB.get(body)!);
    const [p50, p99, max] = [percentile(latencies, 50), percentile(latencies, 99), Math.max(...latencies)];
    console.log(
      `B emit -> socket on A, ${MESSAGES} messages: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
    expect(latencies.every((ms) => ms >= 0)).toBe(true);
    // printed, not asserted: a test run shares the machine with the other suites (p99 went past 200 ms beside
    // the browser runs at a load of 18)
  });
});
