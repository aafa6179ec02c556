/**
 * Inbound messages per second through the backbone, on SQLite and on MariaDB, against the raw driver's
 * insert rate for the same rows, measured in the same run on the same database.
 *
 *   pnpm exec tsx tools/bench/inbound/run.ts [messages=3000] [contacts=200]
 *
 * kernel: a kernel started like the tests do (a throwaway database, a linked sim connection), with one test
 *         plugin whose no-op pipeline step enqueues one reply per message through ctx.channels.enqueue.
 *         `contacts` contacts send `messages` texts through the sim network (round robin, so conversations
 *         run in parallel); the clock runs from the first send until every message reached the step and
 *         every reply was reported sent (outbox.status 'sent', i.e. the sim took it).
 *         Delivery/read acks are held back (sim ack delay 10 min) so only message + reply are measured.
 * raw:    the same number of inbox rows (same table shape, same payload size), inserted one statement per
 *         row, autocommit, sequentially on one connection of the raw driver (better-sqlite3 / mysql2).
 */
import { definePlugin, type HookEvents } from '@balcao/core';
import {
  insertCompany,
  insertPlan,
  openConnection,
  startTestKernel,
  until,
  type TestKernel,
} from '@balcao/core/testing';
import { numberArgs } from '../shared/args.js';

const [MESSAGES, CONTACTS] = numberArgs([3000, 200]);
const TIMEOUT_MS = 170_000;
const notes: string[] = [];

interface Row {
  target: string;
  messages: number;
  seconds: number;
  'msg/s': number;
  'raw insert rows/s': number;
  'ratio (%)': number;
}

let stepCalls = 0;
let lastStepAt = 0;
const benchPlugin = definePlugin({
  name: 'bench-inbound',
  setup(ctx) {
    ctx.pipeline.stage({ name: 'bench' });
    ctx.pipeline.step({
      name: 'bench:reply',
      stage: 'bench',
      kinds: ['message'],
      async handle(e) {
        if (++stepCalls === MESSAGES) lastStepAt = performance.now();
        await ctx.channels.enqueue(e.companyId, e.connectionId, {
          to: e.payload.chatId,
          type: 'text',
          body: `recebido: ${e.payload.body}`,
        });
      },
    });
  },
});

/** an inbox row shaped like the ones the kernel writes for a sim text (payload of the same size) */
function rawRow(companyId: number, connectionId: number, i: number) {
  const number = `55119${String(i % CONTACTS).padStart(8, '0')}`;
  const now = new Date();
  const payload = JSON.stringify({
    connectionId: String(connectionId),
    waMessageId: `SIM${String(i).padStart(17, '0')}`,
    chatId: number,
    isGroup: false,
    fromMe: false,
    contact: { id: number, number, name: `Contato ${i % CONTACTS}` },
    type: 'text',
    body: `mensagem ${i}`,
    sentAt: now.toISOString(),
    receivedAt: now.toISOString(),
  });
  return [
    companyId,
    connectionId,
    'message',
    `SIM${String(i).padStart(17, '0')}`,
    number,
    payload,
    'pending',
    0,
    0,
    now,
    now,
  ];
}

const RAW_COLUMNS =
  'company_id, connection_id, kind, wa_id, chat_key, payload, status, attempts, next_attempt_at, created_at, updated_at';

/** rows/s of single-row autocommit inserts through the raw driver, into a copy of inbox_events */
async function rawInsertRate(t: TestKernel, companyId: number, connectionId: number): Promise<number> {
  const knex = t.kernel.knex;
  const placeholders = RAW_COLUMNS.split(',')
    .map(() => '?')
    .join(', ');
  // the columns and indexes of inbox_events (core/src/backbone/inbox/inbox-migration.ts), without the
  // foreign keys
  await knex.schema.createTable('bench_raw_inbox', (tb) => {
    tb.increments('id');
    tb.integer('company_id').unsigned().notNullable();
    tb.integer('connection_id').unsigned().notNullable();
    tb.string('kind', 12).notNullable();
    tb.string('wa_id', 160).notNullable();
    tb.string('chat_key', 160).notNullable();
    tb.text('payload', 'mediumtext').notNullable();
    tb.string('status', 10).notNullable().defaultTo('pending');
    tb.integer('attempts').notNullable().defaultTo(0);
    tb.text('last_error');
    tb.bigInteger('next_attempt_at').notNullable().defaultTo(0);
    tb.datetime('processed_at').nullable();
    tb.timestamps(false, false);
    tb.unique(['connection_id', 'wa_id', 'kind']);
    tb.index(['connection_id', 'status', 'chat_key']);
    tb.index(['company_id', 'status']);
  });
  const sql = `INSERT INTO bench_raw_inbox (${RAW_COLUMNS}) VALUES (${placeholders})`;
  const rows = Array.from({ length: MESSAGES }, (_, i) => rawRow(companyId, connectionId, i));
  // the driver's own connection, taken from the kernel's pool
  const conn = (await knex.client.acquireConnection()) as unknown;
  try {
    let t0: number;
    if (t.db.client === 'mysql') {
      const c = conn as {
        execute(sql: string, values: unknown[], cb: (err: Error | null) => void): void;
      };
      const exec = (values: unknown[]) =>
        new Promise<void>((resolve, reject) =>
          c.execute(sql, values, (err) => (err ? reject(err) : resolve())),
        );
      t0 = performance.now();
      for (const r of rows) await exec(r);
    } else {
      const db = conn as { prepare(sql: string): { run(...values: unknown[]): unknown } };
      const stmt = db.prepare(sql);
      const sqliteRows = rows.map((r) => r.map((v) => (v instanceof Date ? v.getTime() : v)));
      t0 = performance.now();
      for (const r of sqliteRows) stmt.run(...r);
    }
    return (MESSAGES / (performance.now() - t0)) * 1000;
  } finally {
    await knex.client.releaseConnection(conn);
  }
}

async function measure(client: 'sqlite' | 'mysql'): Promise<Row> {
  process.env.TEST_DB = client;
  stepCalls = 0;
  const t = await startTestKernel({ plugins: [benchPlugin] });
  try {
    const planId = await insertPlan(t.kernel.knex, 'Completo');
    const company = await insertCompany(t.kernel.knex, 'Bench Inbound', planId);
    const connectionId = await openConnection(t, company.id, { name: 'Sim' });
    const sim = t.kernel.channels.sim!;
    sim.setAckDelay(600_000, String(connectionId));

    const rawRate = await rawInsertRate(t, company.id, connectionId);

    // what the kernel asks the database per message: statements by table and verb
    const statements = new Map<string, number>();
    t.kernel.knex.on('query', (q: { sql: string }) => {
      const m = /^\s*(\w+)(?:.*?\b(?:from|into)\s+|\s+)[`"]?(\w+)/is.exec(q.sql);
      const name = `${m?.[1]?.toLowerCase() ?? '?'} ${m?.[2] ?? ''}`.trim();
      statements.set(name, (statements.get(name) ?? 0) + 1);
    });
    let sent = 0;
    t.kernel.hooks.on('outbox.status', (e: HookEvents['outbox.status']) => {
      if (e.status === 'sent') sent++;
    });
    const t0 = performance.now();
    for (let i = 0; i < MESSAGES; i++)
      sim.contactSends(String(connectionId), {
        from: { number: `55119${String(i % CONTACTS).padStart(8, '0')}` },
        type: 'text',
        body: `mensagem ${i}`,
      });
    await until(
      'every message processed and replied',
      () => stepCalls >= MESSAGES && sent >= MESSAGES,
      TIMEOUT_MS,
      5,
    );
    const ms = performance.now() - t0;
    const onPhone = sim.sent(String(connectionId)).length;
    if (onPhone !== MESSAGES) throw new Error(`the sim holds ${onPhone} replies, expected ${MESSAGES}`);
    const rate = (MESSAGES / ms) * 1000;
    const perMessage = [...statements]
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => `${name} ${(n / MESSAGES).toFixed(2)}`);
    notes.push(`${client}: statements per message: ${perMessage.join(', ')}`);
    notes.push(
      `${client}: last step at ${((lastStepAt - t0) / 1000).toFixed(1)} s, last reply sent at ${(ms / 1000).toFixed(1)} s`,
    );
    return {
      target: client === 'sqlite' ? 'SQLite' : 'MariaDB',
      messages: MESSAGES,
      seconds: Math.round(ms / 100) / 10,
      'msg/s': Math.round(rate),
      'raw insert rows/s': Math.round(rawRate),
      'ratio (%)': Math.round((rate / rawRate) * 1000) / 10,
    };
  } finally {
    await t.stop();
  }
}

const rows: Row[] = [];
for (const client of ['sqlite', 'mysql'] as const) rows.push(await measure(client));
console.table(rows);
for (const n of notes) console.log(n);
process.exit(0);
