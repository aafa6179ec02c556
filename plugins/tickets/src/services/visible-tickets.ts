import type { Knex } from 'knex';
import type { TicketViewer } from './ticket-viewer.js';

/**
 * canSee (ticket-viewer.ts) as a where clause on `tickets`, for a plugin that lists tickets from its own query
 * (search): admins see every ticket; anyone else those without queue, of their queues, their own and, with
 * allTicket 'enable', the pending ones.
 */
export function whereVisible(q: Knex.QueryBuilder, viewer: TicketViewer): Knex.QueryBuilder {
  if (viewer.isAdmin) return q;
  return q.where((b) => {
    b.whereNull('tickets.queueId').orWhere('tickets.userId', viewer.id);
    if (viewer.queueIds.length) b.orWhereIn('tickets.queueId', viewer.queueIds);
    if (viewer.allTicket) b.orWhere('tickets.status', 'pending');
  });
}
