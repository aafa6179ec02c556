import type { Knex } from 'knex';
import { rooms, type SharedCache } from '@balcao/core';

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
  cache: AudienceCache,
  t: TicketAudienceFields,
): Promise<string[]> {
  const c = t.companyId;
  if (t.queueId == null) return [rooms.company(c)];
  const queueId = t.queueId;
  const members = await cache.memoIn(audienceKey(c), `queue:${queueId}`, async () => {
    const rows: Array<{ userId: number }> = await knex('userQueues').where({ queueId }).select('userId');
    return rows.map((m) => Number(m.userId));
  });
  const ids = new Set(members);
  if (t.userId != null) ids.add(t.userId);
  if (t.status === 'pending') {
    const all = await cache.memoIn(audienceKey(c), 'allTicket', async () => {
      const rows: Array<{ id: number }> = await knex('users')
        .where({ companyId: c, allTicket: 'enable' })
        .select('id');
      return rows.map((u) => Number(u.id));
    });
    for (const id of all) ids.add(id);
  }
  return [rooms.admins(c), ...[...ids].map((id) => rooms.user(c, id))];
}

/**
 * Who is in a queue and who sees every pending ticket, read for each message's realtime: kept per company, dropped
 * on `user.changed` (every process). Read outside any transaction, after the writes committed, so a value loaded
 * before a user's change is dropped with it and one loaded after it is current.
 */
export type AudienceCache = Pick<SharedCache, 'memoIn' | 'invalidate'>;
export const audienceKey = (companyId: number) => `tickets:audience:${companyId}`;
