import type { PluginContext } from '@balcao/core';
import type { TicketServices } from '../services/ticket-services.js';
import { tellAfterCommit } from '../services/tell-ticket-event.js';
import { idleTickets } from './idle-tickets.js';

const ms = (v: unknown) => (v instanceof Date ? v.getTime() : new Date(Number(v) || String(v)).getTime());

/**
 * Closes the open tickets idle longer than their connection's `expiresTicket` minutes (0 = never; Whaticket
 * closes open 1:1 tickets only: a pending one still waits for an attendant), sending the connection's
 * `expiresInactiveMessage` first. Each ticket is checked again inside its transaction, and the message's key is
 * the ticket and its idle moment, so a run repeated or overlapping closes and sends once. Returns how many closed.
 */
export async function expireIdleTickets(
  tickets: Pick<TicketServices, 'send' | 'change' | 'deps'>,
  log: PluginContext['log'],
  now = new Date(),
): Promise<number> {
  const { db } = tickets.deps;
  const due = await idleTickets((c) => Number(c.expiresTicket) || 0, 'open', now);
  let closed = 0;
  for (const t of due) {
    try {
      const done = await db.transaction(async (trx) => {
        const table = db.tenant(t.companyId, trx);
        const still = await table('tickets')
          .where({ id: t.id, status: 'open' })
          .andWhere('updatedAt', '<', t.cutoff)
          .first('id', 'updatedAt');
        if (!still) return false;
        const text = (t.rule.connection.expiresInactiveMessage ?? '').trim();
        if (text)
          await tickets.send(
            t.companyId,
            t.id,
            { body: text, userId: null, idempotencyKey: `expire-ticket-${t.id}-${ms(still.updatedAt)}` },
            trx,
          );
        await tickets.change(t.companyId, t.id, { status: 'closed', unreadMessages: 0 }, trx);
        tellAfterCommit(tickets.deps, trx, {
          companyId: t.companyId,
          ticketId: t.id,
          type: 'auto-closed',
          userId: null,
          data: { reason: 'idle', minutes: t.rule.minutes },
        });
        await table('ticketTraking')
          .where({ ticketId: t.id })
          .whereNull('finishedAt')
          .update({ finishedAt: now, updatedAt: now });
        return true;
      });
      if (done) closed++;
    } catch (err) {
      // one ticket that cannot close (its connection deleted meanwhile) does not stop the others
      log.error({ err, ticketId: t.id, companyId: t.companyId }, 'could not close an idle ticket');
    }
  }
  return closed;
}
