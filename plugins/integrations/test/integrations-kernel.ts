import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import { queuesPlugin } from '@balcao/plugin-queues';
import {
  insertWhatsapp,
  login,
  seedTenants,
  startTestKernel,
  type HttpClient,
  type TestKernel,
} from '@balcao/core/testing';
import { integrationsPlugin } from '../src/index.js';

/** A kernel with contacts, tickets, queues and integrations; the bots read `clock.now`, waits are recorded. */
export interface IntegrationsKernel {
  t: TestKernel;
  seed: Awaited<ReturnType<typeof seedTenants>>;
  admin: HttpClient;
  attendant: HttpClient;
  adminB: HttpClient;
  sim: NonNullable<TestKernel['kernel']['channels']['sim']>;
  clock: { now: Date };
  /** every wait the engine asked for between two messages, in ms */
  waits: number[];
}

export async function startIntegrationsKernel(env: Record<string, string> = {}): Promise<IntegrationsKernel> {
  const clock = { now: new Date() };
  const waits: number[] = [];
  const t = await startTestKernel({
    plugins: [
      contacts,
      tickets,
      queuesPlugin({ now: () => clock.now }),
      integrationsPlugin({ now: () => clock.now, sleep: async (ms) => void waits.push(ms) }),
    ],
    env,
  });
  const seed = await seedTenants(t.kernel.knex);
  await t.kernel.knex('plans').where({ id: seed.planId }).update({ queues: 100 });
  return {
    t,
    seed,
    admin: await login(t, seed.a.admin.email),
    attendant: await login(t, seed.a.user.email),
    adminB: await login(t, seed.b.admin.email),
    sim: t.kernel.channels.sim!,
    clock,
    waits,
  };
}

/** An integration row of company A through the route, as an admin makes it. */
export async function createIntegration(k: IntegrationsKernel, fields: Record<string, unknown>) {
  const res = await k.admin.post('/queueIntegration', fields);
  if (res.status !== 201) throw new Error(`integration not created: ${JSON.stringify(res.body)}`);
  return res.body as { id: number } & Record<string, unknown>;
}

let queues = 0;
/** A queue of company A, optionally driven by an integration, with options `1 - ...` at its top level. */
export async function insertQueue(
  k: IntegrationsKernel,
  fields: { integrationId?: number; greetingMessage?: string } = {},
  options: string[] = [],
) {
  const knex = k.t.kernel.knex;
  const now = new Date();
  const n = ++queues;
  const [id] = await knex('queues').insert({
    companyId: k.seed.a.id,
    name: `Fila ${n}`,
    color: `#00${String(n).padStart(4, '0')}`,
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  for (const [i, title] of options.entries())
    await knex('queueOptions').insert({
      companyId: k.seed.a.id,
      queueId: Number(id),
      parentId: null,
      title,
      option: String(i + 1),
      message: `Você escolheu ${title}.`,
      createdAt: now,
      updatedAt: now,
    });
  return Number(id);
}

let connections = 0;
/** A linked sim connection of company A offering `queueIds`, open and ready. */
export async function connectionWith(
  k: IntegrationsKernel,
  queueIds: number[],
  fields: Record<string, unknown> = {},
) {
  const knex = k.t.kernel.knex;
  const id = await insertWhatsapp(knex, k.seed.a.id, `Bot ${++connections}`, {
    status: 'CONNECTED',
    isDefault: false,
    ...fields,
  });
  if (queueIds.length)
    await knex('whatsappQueues').insert(queueIds.map((queueId) => ({ whatsappId: id, queueId })));
  await k.t.kernel.channels.added(id);
  await until('the connection to open', () => k.t.kernel.channels.status(id) === 'CONNECTED');
  return String(id);
}

/** A contact of the connection: `says` waits until the message went through every step and its sends left. */
export function contact(
  k: IntegrationsKernel,
  conn: string,
  number: string,
  name = `Cliente ${number.slice(-4)}`,
) {
  const sent = () => k.sim.sent(conn).filter((s) => s.chatId.replace(/\D/g, '') === number);
  return {
    async says(body: string) {
      const id = k.sim.contactSends(conn, { from: { number, name }, type: 'text', body });
      await processed(k, id);
      return id;
    },
    /** the texts (or a media's kind) the contact received, oldest first */
    received: () =>
      sent().map((s) => {
        const m = s.message as { type?: string; body?: string };
        return m.type && m.type !== 'text' ? `[${m.type}]` : (m.body ?? '');
      }),
    ticket: async () =>
      k.t.kernel
        .knex('tickets')
        .join('contacts', 'contacts.id', 'tickets.contactId')
        .where('contacts.number', number)
        .where('tickets.whatsappId', Number(conn))
        .first('tickets.*'),
  };
}

/** Waits until the inbox row of a message is done (its steps ran) and its sends reached the network. */
export async function processed(k: IntegrationsKernel, waId: string) {
  await until(`message ${waId} processed`, async () => {
    const row = await k.t.kernel.knex('inboxEvents').where({ waId, kind: 'message' }).first('status');
    return row?.status === 'done';
  });
  await until('the outbox to drain', async () => {
    const [row] = await k.t.kernel
      .knex('outboxMessages')
      .whereIn('status', ['queued', 'sending'])
      .count({ n: '*' });
    return Number(row?.n) === 0;
  });
}

/** Polls until `check` holds; fails naming what it waited for. */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}
