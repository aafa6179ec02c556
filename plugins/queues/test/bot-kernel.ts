import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import {
  insertWhatsapp,
  login,
  seedTenants,
  startTestKernel,
  type HttpClient,
  type TestKernel,
} from '@balcao/core/testing';
import { queuesPlugin } from '../src/index.js';
import { insertOption, insertQueue } from './queues-kernel.js';

/** A kernel with contacts, tickets and queues whose bot reads `clock.now` (tests move it). */
export interface BotKernel {
  t: TestKernel;
  seed: Awaited<ReturnType<typeof seedTenants>>;
  admin: HttpClient;
  sim: NonNullable<TestKernel['kernel']['channels']['sim']>;
  clock: { now: Date };
}

export async function startBotKernel(): Promise<BotKernel> {
  const clock = { now: new Date() };
  const t = await startTestKernel({ plugins: [contacts, tickets, queuesPlugin({ now: () => clock.now })] });
  const seed = await seedTenants(t.kernel.knex);
  await t.kernel.knex('plans').where({ id: seed.planId }).update({ queues: 100 });
  return { t, seed, admin: await login(t, seed.a.admin.email), sim: t.kernel.channels.sim!, clock };
}

let connections = 0;
/** A linked sim connection of company A offering `queueIds` (in whatsapp_queues), open and ready. */
export async function connectionWith(k: BotKernel, queueIds: number[], fields: Record<string, unknown> = {}) {
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

let queueNames = 0;
/** A queue of company A (a unique name), with options given as a tree. */
export async function queueWith(
  k: BotKernel,
  fields: {
    name?: string;
    greetingMessage?: string;
    orderQueue?: number;
    outOfHoursMessage?: string;
    schedules?: unknown;
  },
  options: OptionTree[] = [],
) {
  const queueId = await insertQueue(k.t, k.seed.a.id, { name: `Fila ${++queueNames}`, ...fields });
  const add = async (nodes: OptionTree[], parentId: number | null) => {
    for (const [i, node] of nodes.entries()) {
      const id = await insertOption(k.t, k.seed.a.id, {
        queueId,
        parentId,
        title: node.title,
        option: String(i + 1),
        ...(node.message ? { message: node.message } : {}),
      });
      await add(node.children ?? [], id);
    }
  };
  await add(options, null);
  return queueId;
}

export interface OptionTree {
  title: string;
  message?: string;
  children?: OptionTree[];
}

/** Company A's setting, written as the settings route would store it. */
export async function setSetting(k: BotKernel, key: string, value: string) {
  const knex = k.t.kernel.knex;
  const now = new Date();
  const updated = await knex('settings')
    .where({ companyId: k.seed.a.id, key })
    .update({ value, updatedAt: now });
  if (!updated)
    await knex('settings').insert({ companyId: k.seed.a.id, key, value, createdAt: now, updatedAt: now });
}

/** A contact of the connection: `says` waits until the message went through every step. */
export function contact(k: BotKernel, conn: string, number: string) {
  const from = { number, name: `Cliente ${number.slice(-4)}` };
  return {
    async says(body: string) {
      const id = k.sim.contactSends(conn, { from, type: 'text', body });
      await processed(k, id);
      return id;
    },
    /** the texts the contact received, oldest first */
    received: () =>
      k.sim
        .sent(conn)
        .filter((s) => s.chatId.replace(/\D/g, '') === number)
        .map((s) => (s.message as { body?: string }).body ?? ''),
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
export async function processed(k: BotKernel, waId: string) {
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
