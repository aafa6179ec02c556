import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { insertLinkedCompany, ownsConnection, readyUrl, testDbClient } from '../support/index.js';
import { sharedDatabase } from '../support/per-file.js';
import { childProcesses, until, type Child } from '../connections/lease-children.js';
import { CHILD_WAIT_MS } from '../support/until.js';

/**
 * SIGTERM to the kernel that owns a connection while its pipeline is busy: it exits 0 after finishing the
 * message under way, hands the lease back at once (the other process takes it long before the lease would
 * have run out), and between the two every message is stored once and processed once.
 */
const LEASE_MS = 10_000;
const HEARTBEAT_MS = 300;
const isSqlite = testDbClient() === 'sqlite';

let connectionId: number;
const procs = childProcesses({
  leaseMs: LEASE_MS,
  heartbeatMs: HEARTBEAT_MS,
  script: fileURLToPath(new URL('./shutdown-child.ts', import.meta.url)),
  // long enough that A is still at work once all 20 are posted, however loaded the machine is
  env: { STEP_MS: '600' },
});

const owns = (c: Child) => ownsConnection(c, connectionId);

const shared = sharedDatabase({
  children: procs.children,
  fill: async (knex) => {
    ({ connectionId } = await insertLinkedCompany(knex, 'Loja Parada'));
  },
});

describe('graceful shutdown', () => {
  // two processes on one database need a server; SQLite here is one file per test process
  it.skipIf(isSqlite)(
    'finishes the work under way, exits 0 and hands the connection over at once',
    async () => {
      const { db, watch } = shared;
      // both boot at once (the slow part); whichever takes the connection is A, the one to be stopped
      const first = procs.start('stop-1', db.url);
      const second = procs.start('stop-2', db.url);
      const a = await until('one to own the connection', () => [first, second].find(owns), CHILD_WAIT_MS);
      const b = a === first ? second : first;
      const url = await readyUrl(a);
      await until(
        'A to run the connection',
        () => a.lines.some((l) => l.ev === 'status' && l.status === 'CONNECTED'),
        10_000,
      );
      await readyUrl(b);

      // four conversations posted side by side, five messages each in order, through A's simulator: 3 s of work
      // per conversation
      const post = async (c: number, i: number) => {
        const res = await fetch(`${url}/sim/connections/${connectionId}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ from: { number: `55119800000${c}` }, type: 'text', body: `msg ${i}` }),
        });
        expect(res.status).toBe(201);
        return ((await res.json()) as { waMessageId: string }).waMessageId;
      };
      const chains = await Promise.all(
        [0, 1, 2, 3].map(async (c) => {
          const ids: string[] = [];
          for (let i = 0; i < 5; i++) ids.push(await post(c, i));
          return ids;
        }),
      );
      const sent = chains.flat();
      const stored = () =>
        watch('inbox_events')
          .where({ connection_id: connectionId, kind: 'message' })
          .select('wa_id', 'status', 'attempts');
      await until('20 stored messages', async () => (await stored()).length === 20, 10_000);
      await until('A to be mid-work', () => a.lines.some((l) => l.ev === 'started'), 5_000);

      // the lease A holds now: had A let it run out, no one could take it before this
      const held = Number(
        (await watch('channel_leases').where({ connection_id: connectionId }).first('expires_at')).expires_at,
      );
      a.proc.kill('SIGTERM');
      await a.exited;
      expect(a.proc.exitCode).toBe(0);
      expect(a.lines.at(-1)?.ev).toBe('stopped');
      // whatever A started it finished: no step was cut off
      const startedByA = a.lines.filter((l) => l.ev === 'started').map((l) => l.waId);
      const doneByA = a.lines.filter((l) => l.ev === 'processed').map((l) => l.waId);
      expect(doneByA).toEqual(startedByA);
      expect(doneByA.length).toBeLessThan(20);
      const lease = await watch('channel_leases').where({ connection_id: connectionId }).first('owner');
      expect(lease?.owner ?? null).not.toBe(a.name);

      await until('B to take the connection', () => owns(b), 3 * LEASE_MS);
      const takenAt = b.lines.filter((l) => l.ev === 'lease' && l.owned).at(-1)!.at;
      // handed back, not expired: B had it before A's lease would have run out
      expect(takenAt).toBeLessThan(held);

      const processed = () => [...a.lines, ...b.lines].filter((l) => l.ev === 'processed');
      await until('all 20 processed', () => processed().length >= 20, 15_000);
      await until('every row done', async () => (await stored()).every((r) => r.status === 'done'), 5_000);
      const ids = processed().map((l) => l.waId as string);
      expect(ids).toHaveLength(20);
      expect(new Set(ids)).toEqual(new Set(sent));
      const rows = await stored();
      expect(rows).toHaveLength(20);
      expect(new Set(rows.map((r) => r.wa_id)).size).toBe(20);
      expect(rows.every((r) => Number(r.attempts) === 1)).toBe(true);
    },
    // two boots, then waits of 60 s and the lease in all
    2 * CHILD_WAIT_MS + 60_000 + LEASE_MS,
  );
});
