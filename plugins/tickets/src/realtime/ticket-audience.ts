import type { Knex } from 'knex';
import { rooms } from '@balcao/core';

/** What decides who may see a ticket (spec §6): its queue, its attendant, its status. */
export interface TicketAudienceFields {
  id: number;
  companyId: number;
  queueId: number | null;
  userId: number | null;
  status: string;
}

/**
 * The socket rooms allowed to hear about a ticket: the company's admins; its attendant; with a queue, that queue's
 * members, without one every user of the company (as Whaticket lists tickets without queue to all); a pending ticket
 * also to users with allTicket 'enable'. User rooms, not queue rooms, because the Whaticket client joins no queue
 * room and every socket is always in its user's room.
 */
export async function ticketAudience(
  knex: Knex,
  t: TicketAudienceFields,
  trx?: Knex.Transaction,
): Promise<string[]> {
  const db = trx ?? knex;
  const c = t.companyId;
  if (t.queueId == null) return [rooms.company(c)];
  const members: Array<{ userId: number }> = await db('userQueues')
    .where({ queueId: t.queueId })
    .select('userId');
  const ids = new Set(members.map((m) => Number(m.userId)));
  if (t.userId != null) ids.add(t.userId);
  if (t.status === 'pending') {
    const all: Array<{ id: number }> = await db('users')
      .where({ companyId: c, allTicket: 'enable' })
      .select('id');
    for (const u of all) ids.add(Number(u.id));
  }
  return [rooms.admins(c), ...[...ids].map((id) => rooms.user(c, id))];
}
