import type { Knex } from 'knex';
import type { Caller } from '../tag-permissions.js';

/** Who sees every ticket of the company: admins and super users (spec §6), as the ticket sockets decide. */
export const seesAllTickets = (caller: Caller) => caller.super || caller.profile === 'admin';

/**
 * The tickets a regular user may see (spec §6), the same rule as the ticket realtime audience: without queue,
 * in one of their queues, assigned to them, and every pending one when their allTicket is 'enable'.
 */
export async function visibilityFilter(
  knex: Knex,
  caller: Caller,
): Promise<((qb: Knex.QueryBuilder) => void) | undefined> {
  if (seesAllTickets(caller)) return undefined;
  const queues: Array<{ queueId: number }> = await knex('userQueues')
    .where({ userId: caller.id })
    .select('queueId');
  const me = (await knex('users')
    .where({ id: caller.id, companyId: caller.companyId })
    .first('allTicket')) as { allTicket: string } | undefined;
  return (qb) => {
    qb.whereNull('tickets.queueId')
      .orWhereIn(
        'tickets.queueId',
        queues.map((q) => Number(q.queueId)),
      )
      .orWhere('tickets.userId', caller.id);
    if (me?.allTicket === 'enable') qb.orWhere('tickets.status', 'pending');
  };
}
