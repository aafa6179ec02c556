import contacts from '@balcao/plugin-contacts';
import { queuesPlugin } from '@balcao/plugin-queues';
import tags from '@balcao/plugin-tags';
import tickets from '@balcao/plugin-tickets';
import {
  insertWhatsapp,
  login,
  seedTenants,
  startTestKernel,
  type HttpClient,
  type TestKernel,
} from '@balcao/core/testing';
import timeline from '../src/index.js';

/** A kernel with the plugins that produce a ticket's facts (tickets, the queues' bot, tags) and the timeline. */
export interface TimelineKernel {
  t: TestKernel;
  seed: Awaited<ReturnType<typeof seedTenants>>;
  admin: HttpClient;
  attendant: HttpClient;
  adminB: HttpClient;
  sim: NonNullable<TestKernel['kernel']['channels']['sim']>;
}

export async function startTimelineKernel(): Promise<TimelineKernel> {
  const t = await startTestKernel({ plugins: [contacts, tickets, queuesPlugin(), tags, timeline] });
  const seed = await seedTenants(t.kernel.knex);
  return {
    t,
    seed,
    admin: await login(t, seed.a.admin.email),
    attendant: await login(t, seed.a.user.email),
    adminB: await login(t, seed.b.admin.email),
    sim: t.kernel.channels.sim!,
  };
}

let queues = 0;
/** A queue of company A, straight in the table, with leaf options titled `options` (numbered 1, 2 ...). */
export async function queueOf(k: TimelineKernel, name: string, options: string[] = []) {
  const knex = k.t.kernel.knex;
  const now = { createdAt: new Date(), updatedAt: new Date() };
  const [id] = await knex('queues').insert({
    companyId: k.seed.a.id,
    name,
    color: `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`,
    greetingMessage: `${name} aqui.`,
    // the menu lists queues in this order: "1" is the first made
    orderQueue: ++queues,
    ...now,
  });
  for (const [i, title] of options.entries())
    await knex('queue_options').insert({
      companyId: k.seed.a.id,
      queueId: Number(id),
      parentId: null,
      title,
      option: String(i + 1),
      message: `${title}: ok`,
      ...now,
    });
  return Number(id);
}

/** A linked, open sim connection of company A offering `queueIds`. */
export async function connectionWith(k: TimelineKernel, queueIds: number[]) {
  const knex = k.t.kernel.knex;
  const id = await insertWhatsapp(knex, k.seed.a.id, 'Loja', {
    status: 'CONNECTED',
    greetingMessage: 'Olá!',
  });
  await knex('whatsappQueues').insert(queueIds.map((queueId) => ({ whatsappId: id, queueId })));
  await k.t.kernel.channels.added(id);
  await until('the connection to open', () => k.t.kernel.channels.status(id) === 'CONNECTED');
  return String(id);
}

/** The contact's message, waited for until every step ran on it. */
export async function contactSays(k: TimelineKernel, conn: string, number: string, body: string) {
  const id = k.sim.contactSends(conn, { from: { number, name: 'Ana Cliente' }, type: 'text', body });
  await until(`message ${id} processed`, async () => {
    const row = await k.t.kernel.knex('inboxEvents').where({ waId: id, kind: 'message' }).first('status');
    return row?.status === 'done';
  });
}

/** The types recorded for a ticket, oldest first, straight from the table. */
export async function typesOf(k: TimelineKernel, ticketId: number): Promise<string[]> {
  const rows = await k.t.kernel.knex('ticket_events').where({ ticketId }).orderBy('id').select('type');
  return rows.map((r: { type: string }) => r.type);
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
