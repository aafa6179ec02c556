/**
 * Inbound messages per second through the whole conversation engine, on SQLite and on MariaDB, against the raw
 * driver writing the same rows in the same database, measured in the same run.
 *
 *   pnpm exec tsx tools/bench/engine/run.ts [messages=3000] [contacts=200]
 *
 * engine: a kernel started like the tests do (a throwaway database, a linked sim connection) with every plugin
 *         under plugins/ (as the product boots): the inbox, contacts.upsert, tickets.store-message and, when the
 *         queues plugin is there, its chatbot steps (the company has 2 queues on the connection, so a new ticket
 *         gets the menu). One socket.io client signed in as the company's admin listens, from a process of its
 *         own (listener.ts). `contacts` contacts send `messages` texts through the sim (round robin, all at once);
 *         the clock stops when every message went through the whole pipeline (`message.received`, fired after the
 *         last step and the inbox row marked done) AND the admin's socket heard its `company-{id}-appMessage`
 *         create. Two runs per engine, each on a fresh kernel: a timed one with nothing instrumented (msg/s, CPU,
 *         the profile) and a counted one (statements per message, per step, database time), because counting
 *         every statement costs the kernel about a tenth of its CPU.
 * BENCH_TRACE="select whatsapps" (a name of the statements-per-message line) also prints where in the code that
 * statement is built, with how many times each call site ran: what to cache or remove next.
 *
 * BENCH_SQL_STEP="tickets.bots > queues.queue-menu" (a step of the per-step lines) prints the SQL that step sent (the
 * first 40 statements, in order, no values): with one message (`run.ts 1 1`), what one turn of it costs.
 *
 * BENCH_PROFILE=/tmp/engine-{db}.cpuprofile writes a CPU profile of the measured window only ({db}: sqlite or mysql).
 *
 * Statements are also counted per pipeline step (the step running when knex sent them; `outside steps` is the inbox's
 * own reads and writes and the hooks told after the pipeline), so a step that costs messages it does not concern
 * shows in its own line. A target the benchmark cannot run on is named on stderr and the run exits 1.
 *
 * raw:    raw-ceiling.ts: one inbox row, one message row and one ticket UPDATE per message, one contact and one
 *         ticket per contact, one statement per row, autocommit, sequentially, raw driver, copies of the tables.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { discoverPlugins, type HookEvents, type PluginDefinition } from '@balcao/core';
import {
  insertCompany,
  insertPlan,
  login,
  openConnection,
  startTestKernel,
  until,
} from '@balcao/core/testing';
import { rawCeiling } from './raw-ceiling.js';
import { numberArgs } from '../shared/args.js';
import { profileWindow } from '../shared/window-profile.js';

const [MESSAGES, CONTACTS] = numberArgs([3000, 200]);
const TIMEOUT_MS = 300_000;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const listenerFile = fileURLToPath(new URL('./listener.ts', import.meta.url));
const notes: string[] = [];
const targets = (process.env.BENCH_DB ?? 'sqlite,mysql').split(',') as Array<'sqlite' | 'mysql'>;
const unknown = targets.filter((x) => x !== 'sqlite' && x !== 'mysql');
if (unknown.length) {
  console.error(`engine bench: BENCH_DB names no engine it knows: ${unknown.join(', ')} (sqlite, mysql)`);
  process.exit(1);
}

interface Row {
  target: string;
  messages: number;
  seconds: number;
  'msg/s': number;
  'raw rows/s': number;
  'raw msg/s': number;
  'ratio (%)': number;
  'stmts/msg': number;
  'CPU ms/msg': number;
}

/**
 * The admin's socket, in a child process (listener.ts): `heard()` is undefined until it heard every inbound message's
 * create, then what it heard.
 */
async function listen(url: string, token: string, companyId: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', listenerFile, url, token, String(companyId), String(MESSAGES)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let heard: { creates: number; menus: number } | undefined;
  const lines = createInterface({ input: child.stdout });
  const ready = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the listener exited (${code}) before it was ready`)));
    lines.on('line', (line) => {
      if (line === 'ready') resolve();
      const m = /^heard (\d+) (\d+)$/.exec(line);
      if (m) heard = { creates: Number(m[1]), menus: Number(m[2]) };
    });
  });
  await ready;
  return { heard: () => heard, stop: () => child.kill() };
}

/** "insert messages", "select tickets", "begin": the verb and first table of a statement */
function statementName(sql: string): string {
  const m = /^\s*(\w+)(?:.*?\b(?:from|into|update)\s+|\s+)[`"]?(\w+)/is.exec(sql);
  const verb = m?.[1]?.toLowerCase() ?? sql.trim().split(/\s/)[0]!.toLowerCase();
  if (verb === 'update') return `update ${/^\s*update\s+[`"]?(\w+)/i.exec(sql)?.[1] ?? ''}`;
  if (!/^(select|insert|delete|replace|with)$/.test(verb)) return verb.replace(/;$/, '');
  return `${verb} ${m?.[2] ?? ''}`.trim();
}

/**
 * One run on a fresh kernel. `timed`: nothing instrumented, the clock and the CPU; `counted`: the same messages with
 * every statement counted, by step and with its database time (which costs the kernel a tenth of its CPU).
 */
async function measure(
  client: 'sqlite' | 'mysql',
  plugins: PluginDefinition[],
  pass: 'timed' | 'counted',
): Promise<Partial<Row>> {
  process.env.TEST_DB = client;
  const t = await startTestKernel({ plugins });
  try {
    const knex = t.kernel.knex;
    const steps = t.kernel.pipeline.names();
    // each step's statements: the step's name rides its async context into knex's query event
    const inStep = new AsyncLocalStorage<string>();
    for (const step of pass === 'counted' ? t.kernel.pipeline.resolve() : []) {
      const handle = step.handle.bind(step);
      step.handle = (event, ctx) => inStep.run(step.name, () => handle(event, ctx));
    }
    const tickets = t.kernel.plugins.services.get('tickets') as { bots?: { names(): string[] } } | undefined;
    // the chatbot moved from pipeline steps to tickets' bot registry; either shape counts
    const bots = tickets?.bots?.names() ?? [];
    // each bot's statements apart from the registry's own (the bench reads the registry's private list)
    const asked = (
      tickets?.bots as unknown as { bots?: Array<{ name: string; answer: (...a: never[]) => unknown }> }
    )?.bots;
    for (const bot of pass === 'counted' ? (asked ?? []) : []) {
      const answer = bot.answer.bind(bot);
      bot.answer = (...a: never[]) => inStep.run(`tickets.bots > ${bot.name}`, () => answer(...a));
    }
    const chatbot = [...steps, ...bots].some((name) => name.startsWith('queues'));
    if (client === targets[0] && pass === 'timed') {
      console.log(`pipeline steps: ${steps.join(', ')}${bots.length ? `; bots: ${bots.join(', ')}` : ''}`);
      console.log(
        chatbot
          ? 'chatbot: ON (a queues step is in the pipeline; 2 queues on the connection, new tickets get the menu)'
          : 'chatbot: OFF (no queues step in the pipeline on this branch: inbox, contacts, tickets and realtime only)',
      );
    }
    const planId = await insertPlan(knex, 'Completo');
    const company = await insertCompany(knex, 'Bench Engine', planId);
    const now = new Date();
    const [second] = await knex('queues').insert({
      companyId: company.id,
      name: 'Suporte',
      color: '#00a',
      createdAt: now,
      updatedAt: now,
    });
    // two queues on the connection: the chatbot answers a new ticket with the menu
    const queueIds = [company.queueId, Number(second)];
    const connectionId = await openConnection(t, company.id, {
      name: 'Sim',
      queueIds,
      fields: { greetingMessage: 'Olá! Escolha um setor:' },
    });
    await knex('userQueues').insert(queueIds.map((queueId) => ({ userId: company.user.id, queueId })));
    const sim = t.kernel.channels.sim!;
    // acks of whatever the engine sends (the menu) held back: only the inbound messages are measured
    sim.setAckDelay(600_000, String(connectionId));

    const raw =
      pass === 'timed'
        ? await rawCeiling(knex, client, {
            companyId: company.id,
            connectionId,
            messages: MESSAGES,
            contacts: CONTACTS,
          })
        : undefined;

    const admin = await login(t, company.admin.email);
    const listener = await listen(t.url, admin.token!, company.id);
    let received = 0;
    let lastReceivedAt = 0;
    t.kernel.hooks.on('message.received', (e: HookEvents['message.received']) => {
      if (e.message.fromMe) return;
      if (++received === MESSAGES) lastReceivedAt = performance.now();
    });
    // statements by verb and table, and how long the database took to answer them (sent to answered)
    const statements = new Map<string, number>();
    const byStep = new Map<string, Map<string, number>>();
    const stepSql: string[] = [];
    const busyMs = new Map<string, number>();
    const started = new Map<string, { name: string; at: number }>();
    let counting = true;
    // call sites of one statement: a builder remembers the stack it was made on (the await loses it)
    if (pass === 'counted' && process.env.BENCH_TRACE) {
      const client = knex.client as {
        runner: (b: { toSQL(): { sql: string } }) => unknown;
        queryBuilder: () => object;
      };
      const qb = client.queryBuilder.bind(client);
      client.queryBuilder = () => Object.assign(qb(), { __stack: new Error().stack });
      const runner = client.runner.bind(client);
      const seen = new Map<string, number>();
      client.runner = (b) => {
        const sql = (() => {
          try {
            const q = b.toSQL() as unknown as { sql?: string };
            return q.sql ?? '';
          } catch {
            return '';
          }
        })();
        if (counting && statementName(sql) === process.env.BENCH_TRACE) {
          const frames = ((b as unknown as { __stack?: string }).__stack ?? '')
            .split('\n')
            .filter((l) => /plugins\/|core\/src/.test(l))
            .slice(0, 5)
            .join(' <- ')
            .replace(/\s+at\s+/g, ' ');
          seen.set(frames, (seen.get(frames) ?? 0) + 1);
        }
        return runner(b);
      };
      process.on('exit', () => {
        for (const [f, n] of seen) console.log(n, f);
      });
    }
    type Q = { sql: string; __knexQueryUid: string };
    if (pass === 'counted')
      knex.on('query', (q: Q) => {
        if (!counting) return;
        const name = statementName(q.sql);
        statements.set(name, (statements.get(name) ?? 0) + 1);
        const step = inStep.getStore() ?? 'outside steps';
        if (step === process.env.BENCH_SQL_STEP && stepSql.length < 40) stepSql.push(q.sql);
        const tables = byStep.get(step) ?? new Map<string, number>();
        byStep.set(step, tables.set(name, (tables.get(name) ?? 0) + 1));
        started.set(q.__knexQueryUid, { name, at: performance.now() });
      });
    const answered = (_r: unknown, q: Q) => {
      const s = started.get(q.__knexQueryUid);
      if (!s) return;
      started.delete(q.__knexQueryUid);
      busyMs.set(s.name, (busyMs.get(s.name) ?? 0) + performance.now() - s.at);
    };
    if (pass === 'counted') {
      knex.on('query-response', answered);
      knex.on('query-error', (_e: unknown, q: Q) => answered(undefined, q));
    }

    const stopProfile = await profileWindow(
      pass === 'timed' ? process.env.BENCH_PROFILE?.replace('{db}', client) : undefined,
    );
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < MESSAGES; i++)
      sim.contactSends(String(connectionId), {
        from: { number: `55119${String(i % CONTACTS).padStart(8, '0')}`, name: `Contato ${i % CONTACTS}` },
        type: 'text',
        body: `mensagem ${i}`,
      });
    await until(
      'every message through the pipeline and heard by the admin',
      () => received >= MESSAGES && listener.heard() !== undefined,
      TIMEOUT_MS,
      5,
    );
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    await stopProfile();
    counting = false;
    listener.stop();

    // what the run left: exactly one stored message per text, one ticket per contact
    const [m] = await knex('messages').where({ companyId: company.id, fromMe: false }).count({ n: '*' });
    const [tk] = await knex('tickets').where({ companyId: company.id }).count({ n: '*' });
    if (Number(m?.n) !== MESSAGES) throw new Error(`${Number(m?.n)} messages stored, expected ${MESSAGES}`);
    if (Number(tk?.n) !== CONTACTS) throw new Error(`${Number(tk?.n)} tickets, expected ${CONTACTS}`);
    if (raw) {
      const menusQueued = await knex('outboxMessages').count({ n: '*' });
      notes.push(
        `${client}: last message through the pipeline at ${((lastReceivedAt - t0) / 1000).toFixed(2)} s, ` +
          `last heard at ${(ms / 1000).toFixed(2)} s; ${listener.heard()!.menus} messages sent by the engine ` +
          `heard, ${Number(menusQueued[0]?.n)} outbox rows (chatbot replies)`,
      );
      notes.push(
        `${client}: raw ceiling ${raw.statements} statements in ${raw.seconds.toFixed(2)} s ` +
          `(${(raw.statements / MESSAGES).toFixed(2)} per message)`,
      );
      const rate = (MESSAGES / ms) * 1000;
      return {
        seconds: Math.round(ms / 100) / 10,
        'msg/s': Math.round(rate),
        'raw rows/s': Math.round(raw['rows/s']),
        'raw msg/s': Math.round(raw['msg/s']),
        'ratio (%)': Math.round((rate / raw['msg/s']) * 1000) / 10,
        // user + system time of this process: the kernel, the simulator, SQLite itself (the socket is elsewhere)
        'CPU ms/msg': Math.round(((cpu.user + cpu.system) / 1000 / MESSAGES) * 100) / 100,
      };
    }
    const total = [...statements.values()].reduce((a, b) => a + b, 0);
    const perMessage = [...statements]
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => `${name} ${(n / MESSAGES).toFixed(2)}`);
    notes.push(
      `${client}: statements per message (${(total / MESSAGES).toFixed(2)}): ${perMessage.join(', ')}`,
    );
    const perStep = [...byStep]
      .map(([step, tables]) => ({ step, n: [...tables.values()].reduce((a, b) => a + b, 0), tables }))
      .sort((a, b) => b.n - a.n);
    notes.push(
      `${client}: statements per message by pipeline step:\n` +
        perStep
          .map(
            ({ step, n, tables }) =>
              `  ${step} ${(n / MESSAGES).toFixed(2)}: ` +
              [...tables]
                .sort((a, b) => b[1] - a[1])
                .map(([name, k]) => `${name} ${(k / MESSAGES).toFixed(2)}`)
                .join(', '),
          )
          .join('\n'),
    );
    if (process.env.BENCH_SQL_STEP)
      notes.push(`${client}: ${process.env.BENCH_SQL_STEP}, in order:\n  ${stepSql.join('\n  ')}`);
    const busy = [...busyMs].sort((a, b) => b[1] - a[1]);
    const busyTotal = busy.reduce((a, [, v]) => a + v, 0);
    notes.push(
      `${client}: database time per message, sent to answered (${((busyTotal / MESSAGES) * 1000).toFixed(0)} µs; ` +
        `statements overlap on MariaDB's pool): ` +
        busy
          .slice(0, 8)
          .map(([name, v]) => `${name} ${((v / MESSAGES) * 1000).toFixed(0)} µs`)
          .join(', '),
    );
    notes.push(
      `${client}: the counted run took ${(ms / 1000).toFixed(2)} s and ` +
        `${((cpu.user + cpu.system) / 1000 / MESSAGES).toFixed(2)} ms CPU per message (the timed run's, on a warm process, are the table's)`,
    );
    return { 'stmts/msg': Math.round((total / MESSAGES) * 100) / 100 };
  } finally {
    await t.stop();
  }
}

const plugins = await discoverPlugins(repoRoot);
const names = plugins.map((p) => p.name);
for (const needed of ['contacts', 'tickets'])
  if (!names.includes(needed)) throw new Error(`plugins/${needed} is missing: the engine cannot run`);
console.log(`plugins: ${names.join(', ')}`);
const rows: Row[] = [];
const failed: string[] = [];
for (const client of targets) {
  try {
    // counted first: the timed run then finds the code compiled, as in a kernel that has been up a while
    const counted = await measure(client, plugins, 'counted');
    const timed = await measure(client, plugins, 'timed');
    rows.push({
      target: client === 'sqlite' ? 'SQLite' : 'MariaDB',
      messages: MESSAGES,
      ...timed,
      ...counted,
    } as Row);
  } catch (err) {
    // loud: a target that cannot run is a failed benchmark, never a missing line in a table
    console.error(`engine bench: cannot run on ${client}:`, err);
    failed.push(client);
  }
}
if (rows.length) console.table(rows);
for (const n of notes) console.log(n);
console.log('targets: >= 1000 msg/s on MariaDB; >= 40 % of the raw ceiling (raw msg/s)');
if (failed.length) console.error(`engine bench FAILED on: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
