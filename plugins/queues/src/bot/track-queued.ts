import type { Transaction } from '../db-types.js';
import type { BotDeps } from './bot-deps.js';

/**
 * Stamps the queue on the ticket's current tracking row (Whaticket's TicketTraking.queuedAt), as the tickets
 * plugin's own update does for an attendant's transfer: its `change` service writes the ticket only, and
 * TicketServices has no tracking service yet. The row is the latest one not finished; created if missing.
 */
export async function trackQueued(
  deps: BotDeps,
  trx: Transaction,
  companyId: number,
  ticket: { id: number; whatsappId: number | null },
  queueId: number,
): Promise<void> {
  const table = deps.db.tenant(companyId, trx);
  const now = deps.now();
  const current = await table('ticketTraking')
    .where({ ticketId: ticket.id })
    .whereNull('finishedAt')
    .orderBy('id', 'desc')
    .first('id');
  if (current) {
    await table('ticketTraking').where({ id: current.id }).update({ queueId, queuedAt: now, updatedAt: now });
    return;
  }
  await table('ticketTraking').insert({
    companyId,
    ticketId: ticket.id,
    whatsappId: ticket.whatsappId,
    queueId,
    queuedAt: now,
    createdAt: now,
    updatedAt: now,
  });
}
