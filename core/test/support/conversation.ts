import { insertWhatsapp } from './fixtures.js';
import type { HttpClient, HttpResponse } from './http-client.js';
import type { TestKernel } from './test-kernel.js';
import {
  startTenantKernel,
  type Role,
  type Seed,
  type Sim,
  type TenantKernel,
  type TenantKernelOptions,
} from './tenant-kernel.js';
import { insertConversation, type TicketColumns } from './rows.js';
import { nextIn } from './sequence.js';
import { until } from './until.js';

/** A linked sim connection of the company offering `queueIds`, open and ready; returns its id. */
export async function openConnection(
  t: TestKernel,
  companyId: number,
  opts: { name?: string; queueIds?: number[]; fields?: Record<string, unknown> } = {},
): Promise<number> {
  const knex = t.kernel.knex;
  const id = await insertWhatsapp(knex, companyId, opts.name ?? `Conexão ${nextIn(t, 'connections')}`, {
    status: 'CONNECTED',
    ...opts.fields,
  });
  if (opts.queueIds?.length)
    await knex('whatsappQueues').insert(opts.queueIds.map((queueId) => ({ whatsappId: id, queueId })));
  await t.kernel.channels.added(id);
  await until('the connection to open', () => t.kernel.channels.status(id) === 'CONNECTED');
  return id;
}

/** Waits until the inbox row of a message is done (every step ran on it) and the outbox has nothing left to send. */
export async function processed(t: TestKernel, waId: string): Promise<string> {
  const knex = t.kernel.knex;
  await until(`message ${waId} processed`, async () => {
    const row = await knex('inboxEvents').where({ waId, kind: 'message' }).first('status');
    return row?.status === 'done';
  });
  await until('the outbox to drain', async () => {
    const [row] = await knex('outboxMessages').whereIn('status', ['queued', 'sending']).count({ n: '*' });
    return Number(row?.n) === 0;
  });
  return waId;
}

/** Every inbox row of the connection done, none pending; a step that failed is reported at once. */
export async function inboxSettled(t: TestKernel, connectionId: number) {
  await until('the inbox to settle', async () => {
    const rows: Array<{ status: string; lastError: string | null }> = await t.kernel
      .knex('inbox_events')
      .where({ connectionId })
      .select('status', 'lastError');
    // a step that threw is retried later: say why now instead of timing out
    const broken = rows.find((r) => r.lastError);
    if (broken) throw new Error(`inbox event failed: ${broken.lastError}`);
    return rows.every((r) => r.status === 'done');
  });
}

/**
 * A contact writing to a sim connection: `says` and `sendsAudio` wait until the message went through every step
 * and its answers left the outbox; `received` is what reached the contact, oldest first.
 */
export function simContact(t: TestKernel, sim: Sim, conn: string, number: string, name: string) {
  const from = { number, name };
  const mine = () => sim.sent(conn).filter((s) => s.chatId.replace(/\D/g, '') === number);
  return {
    says: (body: string) => processed(t, sim.contactSends(conn, { from, type: 'text', body })),
    sendsAudio: () => processed(t, sim.contactSends(conn, { from, type: 'audio' })),
    /** the texts the contact received */
    received: () => mine().map((s) => (s.message as { body?: string }).body ?? ''),
    receivedMessages: () => mine().map((s) => s.message),
    /** the contact's ticket on this connection, as stored */
    ticket: async () =>
      t.kernel
        .knex('tickets')
        .join('contacts', 'contacts.id', 'tickets.contactId')
        .where('contacts.number', number)
        .where('tickets.whatsappId', Number(conn))
        .first('tickets.*'),
  };
}

/** A linked sim connection in each of the two tenants, A and B. */
export interface ConnectionPerCompany {
  connectionA: number;
  connectionB: number;
}

/** Opens a linked sim connection in company A ('Loja A') and one in company B ('Loja B'). */
export async function openConnectionPerCompany(k: {
  t: TestKernel;
  seed: Seed;
}): Promise<ConnectionPerCompany> {
  return {
    connectionA: await openConnection(k.t, k.seed.a.id, { name: 'Loja A' }),
    connectionB: await openConnection(k.t, k.seed.b.id, { name: 'Loja B' }),
  };
}

/** A tenant kernel with a linked sim connection in each company: what the rules and macros tests act on. */
export type ConnectedTenantKernel<R extends Role = never> = TenantKernel<R> & ConnectionPerCompany;

/** startTenantKernel, then openConnectionPerCompany. */
export async function startConnectedTenantKernel<R extends Role = never>(
  opts: TenantKernelOptions<R>,
): Promise<ConnectedTenantKernel<R>> {
  const k = await startTenantKernel(opts);
  return { ...k, ...(await openConnectionPerCompany(k)) };
}

/** A contact and its open ticket, on the company's own connection unless `whatsappId` says otherwise. */
export const openTicketOn = (
  k: { t: TestKernel; seed: Seed } & ConnectionPerCompany,
  companyId: number,
  fields: TicketColumns = {},
) =>
  insertConversation(k.t.kernel.knex, companyId, {
    status: 'open',
    whatsappId: companyId === k.seed.a.id ? k.connectionA : k.connectionB,
    ...fields,
  });

/**
 * Runs an inbound message through the pipeline again, as a crash before it was marked done would: its inbox row
 * is marked failed and `admin` retries it through the route; on a 200 this waits until the row is done again.
 * The retry's response, for the test to assert on.
 */
export async function replayInbound(t: TestKernel, admin: HttpClient, waId: string): Promise<HttpResponse> {
  const knex = t.kernel.knex;
  const row = await knex('inboxEvents').where({ waId, kind: 'message' }).first('id');
  await knex('inboxEvents').where({ id: row.id }).update({ status: 'failed' });
  const res = await admin.request('POST', `/inbox/failed/${row.id}/retry`);
  if (res.status === 200)
    await until(
      'the replay',
      async () => (await knex('inboxEvents').where({ id: row.id }).first('status'))?.status === 'done',
    );
  return res;
}
