import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKernel } from '../../src/kernel.js';
import {
  createTestDatabase,
  insertCompany,
  insertPlan,
  insertWhatsapp,
  killChildren,
  spawnChild,
  testDbClient,
  testEnv,
  watchDatabase,
  type ChildKernel,
  type TestDatabase,
} from '../support/index.js';
import { sleep } from '../support/socket-client.js';
import { until, type Line } from '../connections/lease-children.js';
import { CHILD_WAIT_MS } from '../support/until.js';

/**
 * kill -9 of a kernel holding 50 received but unprocessed messages (its step never finishes): the kernel
 * that takes the connection over processes each of them exactly once, in order per conversation.
 */
const coreDir = fileURLToPath(new URL('../../', import.meta.url));
const childScript = fileURLToPath(new URL('./inbox-child.ts', import.meta.url));
type Proc = ChildKernel<Line & Record<string, any>>;
const procs: Proc[] = [];

function startChild(name: string, databaseUrl: string, env: Record<string, string> = {}): Proc {
  const child = spawnChild<Line & Record<string, any>>(name, childScript, {
    cwd: coreDir,
    env: { DATABASE_URL: databaseUrl, ...env },
  });
  procs.push(child);
  return child;
}

let db: TestDatabase;
let watch: Knex;
let connectionId: number;
const isSqlite = testDbClient() === 'sqlite';

beforeAll(async () => {
  if (isSqlite) return;
  db = await createTestDatabase();
  const setup = await createKernel({ env: testEnv(db.url) });
  await setup.migrate();
  const planId = await insertPlan(setup.knex, 'Completo');
  const company = await insertCompany(setup.knex, 'Loja Queda', planId);
  connectionId = await insertWhatsapp(setup.knex, company.id, 'Sim', { status: 'CONNECTED' });
  await setup.stop();
  watch = watchDatabase(db.url);
}, 60_000);

afterAll(async () => {
  await killChildren(procs);
  await watch?.destroy();
  await db?.drop();
});

describe('inbox across a crash', () => {
  // two processes on one database need a server; SQLite here is one file per test process
  it.skipIf(isSqlite)(
    'processes each of 50 stored messages exactly once after the owner is killed mid-work',
    async () => {
      const a = startChild('inbox-a', db.url, { BLOCK_STEPS: '1' });
      const ready = await until('A to boot', () => a.lines.find((l) => l.ev === 'ready'), CHILD_WAIT_MS);
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
          const res = await fetch(`${ready.url}/sim/connections/${connectionId}/messages`, {
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
      const b = startChild('inbox-b', db.url);
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
