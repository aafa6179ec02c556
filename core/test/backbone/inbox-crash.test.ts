import { describe, expect, it } from 'vitest';
import { childKernels, insertLinkedCompany, readyUrl, testDbClient } from '../support/index.js';
import { sharedDatabase } from '../support/per-file.js';
import { sleep } from '../support/socket-client.js';
import { until, type Line } from '../connections/lease-children.js';
import { CHILD_WAIT_MS } from '../support/until.js';

/**
 * kill -9 of a kernel holding 50 received but unprocessed messages (its step never finishes): the kernel
 * that takes the connection over processes each of them exactly once, in order per conversation.
 */
const procs = childKernels<Line & Record<string, any>>(
  new URL('./inbox-child.ts', import.meta.url),
  new URL('../../', import.meta.url),
);

let connectionId: number;
const isSqlite = testDbClient() === 'sqlite';

const shared = sharedDatabase({
  children: procs.children,
  fill: async (knex) => {
    ({ connectionId } = await insertLinkedCompany(knex, 'Loja Queda'));
  },
});

describe('inbox across a crash', () => {
  // two processes on one database need a server; SQLite here is one file per test process
  it.skipIf(isSqlite)(
    'processes each of 50 stored messages exactly once after the owner is killed mid-work',
    async () => {
      const { db, watch } = shared;
      const a = procs.start('inbox-a', { DATABASE_URL: db.url, BLOCK_STEPS: '1' });
      const url = await readyUrl(a);
      await until(
        'A to run the connection',
        () => a.lines.some((l) => l.ev === 'status' && l.status === 'CONNECTED'),
        15_000,
      );
      // five contacts, ten messages each, through A's simulator
      const sent: Array<{ waMessageId: string; number: string; body: string }> = [];
      for (let i = 0; i < 10; i++)
        for (let c = 0; c < 5; c++) {
          const number = `551190000000${c}`;
          const body = `msg ${i}`;
          const res = await fetch(`${url}/sim/connections/${connectionId}/messages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ from: { number }, type: 'text', body }),
          });
          expect(res.status).toBe(201);
          sent.push({ ...((await res.json()) as { waMessageId: string }), number, body });
        }
      const stored = () => watch('inbox_events').where({ connection_id: connectionId, kind: 'message' });
      await until('50 stored messages', async () => (await stored()).length === 50, 15_000);
      // every conversation's first message is stuck in A's step; nothing is done
      await until(
        'A blocked in five conversations',
        () => a.lines.filter((l) => l.ev === 'blocked').length === 5,
        5_000,
      );
      expect((await stored()).every((r: { status: string }) => r.status === 'pending')).toBe(true);

      a.proc.kill('SIGKILL');
      await a.exited;
      const b = procs.start('inbox-b', { DATABASE_URL: db.url });
      const processed = () => b.lines.filter((l) => l.ev === 'processed');
      // B boots first
      await until('B to process all 50', () => processed().length >= 50, CHILD_WAIT_MS);
      await until(
        'every row done',
        async () => (await stored()).every((r: { status: string }) => r.status === 'done'),
        10_000,
      );
      await sleep(500);

      const ids = processed().map((l) => l.waId as string);
      expect(ids).toHaveLength(50);
      expect(new Set(ids).size).toBe(50);
      expect(new Set(ids)).toEqual(new Set(sent.map((s) => s.waMessageId)));
      // in send order within each conversation
      for (let c = 0; c < 5; c++) {
        const number = `551190000000${c}`;
        expect(
          processed()
            .filter((l) => l.chatId === number)
            .map((l) => l.body),
        ).toEqual(sent.filter((s) => s.number === number).map((s) => s.body));
      }
      expect((await stored()).every((r: { attempts: number }) => r.attempts === 1)).toBe(true);
    },
    // two boots, then waits of 50 s in all
    2 * CHILD_WAIT_MS + 60_000,
  );
});
