import { type TicketsKernel } from './tickets-kernel.js';
import { until } from '@balcao/core/testing';

export interface TicketRow {
  id: number;
  companyId: number;
  contactId: number;
  whatsappId: number;
  queueId: number | null;
  userId: number | null;
  status: string;
  unreadMessages: number;
  [column: string]: unknown;
}

/**
 * A contact writes `bodies` to company A's connection; resolves with their ticket once every message is stored,
 * then applies `columns` to the ticket (queue, attendant, status) straight in the database.
 */
export async function conversation(
  k: TicketsKernel,
  number: string,
  bodies: string[],
  columns: Record<string, unknown> = {},
): Promise<{ ticket: TicketRow; waIds: string[] }> {
  const db = k.t.kernel.knex;
  const waIds = bodies.map((body) =>
    k.sim.contactSends(String(k.connectionId), {
      from: { number, name: `Cliente ${number}` },
      type: 'text',
      body,
    }),
  );
  let ticket: TicketRow | undefined;
  await until(`${bodies.length} messages of ${number}`, async () => {
    ticket = await db('tickets')
      .join('contacts', 'contacts.id', 'tickets.contactId')
      .where('contacts.number', number)
      .whereNot('tickets.status', 'closed')
      .first('tickets.*');
    if (!ticket) return false;
    const [row] = await db('messages').where({ ticketId: ticket.id }).whereIn('wid', waIds).count({ n: '*' });
    return Number(row?.n) === bodies.length;
  });
  if (Object.keys(columns).length) await db('tickets').where({ id: ticket!.id }).update(columns);
  // read after the count held: the row found above may predate the last message's unread increment
  ticket = await db('tickets').where({ id: ticket!.id }).first();
  return { ticket: ticket!, waIds };
}
