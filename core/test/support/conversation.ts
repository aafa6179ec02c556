import { insertWhatsapp } from './fixtures.js';
import type { TestKernel } from './test-kernel.js';
import type { Sim } from './tenant-kernel.js';
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
