import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHILD_WAIT_MS } from '../support/until.js';
import { HttpClient, insertLinkedCompany, ownsConnection as owns, testDbClient } from '../support/index.js';
import { sharedDatabase } from '../support/per-file.js';
import { childProcesses, until, type Child, type Line } from '../connections/lease-children.js';

/**
 * Two kernel processes on one MariaDB, each with its own simulator. A message enqueued on the process that
 * does not run the connection is sent by the one that does, woken through Redis (its poll a minute away) or by
 * its poll (the latency is printed; tools/bench measures it); kill -9 of the owner with 100 messages queued, and after takeover each reaches the phone exactly once
 * (counted by WhatsApp id over both simulators: the id is chosen at enqueue, so a resend is the same message).
 */
const LEASE_MS = 3000;
const HEARTBEAT_MS = 500;
const script = fileURLToPath(new URL('./outbox-child.ts', import.meta.url));

const simSent = (c: Child, connectionId: number) =>
  c.lines.filter((l) => l.ev === 'sim-sent' && l.connectionId === connectionId) as Array<
    Line & { waMessageId: string; body: string }
  >;
const restored = (c: Child, connectionId: number) =>
  c.lines.some((l) => l.ev === 'status' && l.connectionId === connectionId && l.status === 'CONNECTED');

for (const wake of ['redis', 'poll'] as const)
  describe.skipIf(testDbClient() !== 'mysql')(`outbox across processes (${wake})`, () => {
    let companyId: number;
    let connectionId: number;
    const procs = childProcesses({
      leaseMs: LEASE_MS,
      heartbeatMs: HEARTBEAT_MS,
      script,
      env: {
        // a slow network (20 ms a message), so that a kill -9 lands while most of a batch is still queued
        SIM_SEND_DELAY_MS: '20',
        // with Redis the poll is a minute away: only the wake-up sends within the test's wait
        ...(wake === 'redis'
          ? { REDIS_URL: 'redis://127.0.0.1:6379', OUTBOX_POLL_MS: '60000' }
          : { OUTBOX_POLL_MS: '250' }),
      },
    });

    const shared = sharedDatabase({
      children: procs.children,
      fill: async (knex) => {
        const linked = await insertLinkedCompany(knex, 'Loja Saída');
        companyId = linked.company.id;
        connectionId = linked.connectionId;
      },
    });

    const enqueueOn = async (c: Child, bodies: string[]) => {
      const url = (await until('boot', () => c.lines.find((l) => l.ev === 'ready'), CHILD_WAIT_MS)).url!;
      const res = await new HttpClient(url).post<Array<{ id: number; waMessageId: string }>>('/test/outbox', {
        companyId,
        connectionId,
        bodies,
      });
      expect(res.status).toBe(200);
      return res.body;
    };

    it(
      'sends on the owner a message enqueued on the other process',
      async () => {
        const { db, watch } = shared;
        const a = procs.start('proc-a', db.url);
        await until('A to own the connection', () => owns(a, connectionId), CHILD_WAIT_MS);
        await until('A to restore the session', () => restored(a, connectionId), 10_000);
        const b = procs.start('proc-b', db.url);
        await until('B to boot', () => b.lines.some((l) => l.ev === 'ready'), CHILD_WAIT_MS);

        for (const n of [1, 2, 3]) {
          const askedAt = Date.now();
          const [row] = await enqueueOn(b, [`via B ${n}`]);
          const got = await until(
            'A to send it',
            () => simSent(a, connectionId).find((l) => l.waMessageId === row!.waMessageId),
            30_000,
          );
          console.info(`outbox (${wake}): enqueued on B, sent by A after ${got.at - askedAt} ms`);
        }
        expect(simSent(b, connectionId)).toEqual([]);
        await until(
          'the rows to be sent',
          async () => {
            const rows = await watch('outbox_messages')
              .where({ connection_id: connectionId })
              .select('status');
            return rows.every((r: { status: string }) => r.status !== 'queued' && r.status !== 'sending');
          },
          5000,
        );
      },
      2 * CHILD_WAIT_MS + 60_000,
    );

    it('sends each of 100 queued messages exactly once after kill -9 of the owner', async () => {
      const { watch } = shared;
      const a = procs.children.find((c) => c.name === 'proc-a')!;
      const b = procs.children.find((c) => c.name === 'proc-b')!;
      const bodies = Array.from({ length: 100 }, (_, i) => `lote ${i}`);
      const before = simSent(a, connectionId).length;
      const rows = await enqueueOn(a, bodies);
      await until('A to start sending', () => simSent(a, connectionId).length >= before + 5, 10_000);
      a.proc.kill('SIGKILL');
      await a.exited;
      const queuedAtKill = await watch('outbox_messages')
        .where({ connection_id: connectionId })
        .whereIn('status', ['queued', 'sending'])
        .count({ n: '*' });
      expect(Number(queuedAtKill[0]!.n)).toBeGreaterThan(0);

      await until('B to take over', () => owns(b, connectionId), LEASE_MS + 10_000);
      const ids = new Set(rows.map((r) => r.waMessageId));
      const arrived = () =>
        [...simSent(a, connectionId), ...simSent(b, connectionId)].filter((l) => ids.has(l.waMessageId));
      await until(
        'every message to reach the phone',
        () => new Set(arrived().map((l) => l.waMessageId)).size === 100,
        20_000,
      );

      // one WhatsApp id per message, the one chosen at enqueue: the phone shows each once
      const byBody = new Map<string, Set<string>>();
      for (const l of arrived()) byBody.set(l.body, (byBody.get(l.body) ?? new Set()).add(l.waMessageId));
      expect(byBody.size).toBe(100);
      expect([...byBody.values()].every((s) => s.size === 1)).toBe(true);
      // each simulator (each phone session) took an id at most once
      for (const c of [a, b]) {
        const seen = simSent(c, connectionId).map((l) => l.waMessageId);
        expect(new Set(seen).size).toBe(seen.length);
      }
      await until(
        'every row to be sent',
        async () => {
          const left = await watch('outbox_messages')
            .whereIn(
              'id',
              rows.map((r) => r.id),
            )
            .whereNotIn('status', ['sent', 'delivered', 'read'])
            .count({ n: '*' });
          return Number(left[0]!.n) === 0;
        },
        10_000,
      );
    }, 90_000);
  });
