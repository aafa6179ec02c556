import type { PluginContext } from '@balcao/core';
import type { TicketServices } from '../services/ticket-services.js';
import { tellAfterCommit } from '../services/tell-ticket-event.js';
import { idleTickets } from './idle-tickets.js';

/**
 * Moves pending tickets still without a queue after their connection's `timeSendQueue` minutes to its
 * `sendIdQueue` (Whaticket's "redirect to queue after X minutes", for contacts who never chose one). The move
 * itself makes the ticket no longer due, so a repeated run changes nothing. Returns how many moved.
 */
export async function queueIdlePending(
  tickets: Pick<TicketServices, 'change' | 'deps'>,
  log: PluginContext['log'],
  now = new Date(),
): Promise<number> {
  const { db } = tickets.deps;
  const due = await idleTickets(
    (c) => (c.sendIdQueue ? Number(c.timeSendQueue) || 0 : 0),
    'pending',
    now,
    (q) => void q.whereNull('tickets.queueId'),
  );
  let moved = 0;
  for (const t of due) {
    try {
      const done = await db.transaction(async (trx) => {
        const still = await db
          .tenant(
            t.companyId,
            trx,
          )('tickets')
          .where({ id: t.id, status: 'pending', queueId: null })
          .first('id');
        if (!still) return false;
        await tickets.change(t.companyId, t.id, { queueId: t.rule.connection.sendIdQueue }, trx);
        tellAfterCommit(tickets.deps, trx, {
          companyId: t.companyId,
          ticketId: t.id,
          type: 'queue-set',
          userId: null,
          data: { toQueueId: t.rule.connection.sendIdQueue, reason: 'idle' },
        });
        return true;
      });
      if (done) moved++;
    } catch (err) {
      log.error({ err, ticketId: t.id, companyId: t.companyId }, 'could not move an idle pending ticket');
    }
  }
  return moved;
}
