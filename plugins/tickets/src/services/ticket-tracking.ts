import type { Knex } from 'knex';
import type { TicketDeps } from './ticket-deps.js';

/** The stamps of one ticket life (Whaticket's TicketTraking) that the dashboard reads. */
export interface TrackingChanges {
  queuedAt?: Date | null;
  startedAt?: Date | null;
  finishedAt?: Date | null;
  ratedAt?: Date | null;
  rated?: boolean;
  userId?: number | null;
  queueId?: number | null;
  whatsappId?: number | null;
}

/**
 * Writes the current life's tracking row: the ticket's latest row not finished yet, created on first need, so a
 * reopened ticket (its last row finished) starts a new one. In the caller's transaction.
 */
export async function track(
  deps: Pick<TicketDeps, 'db'>,
  trx: Knex.Transaction,
  companyId: number,
  ticket: { id: number; whatsappId: number | null },
  changes: TrackingChanges,
): Promise<void> {
  const table = deps.db.tenant(companyId, trx);
  const now = new Date();
  const current = await table('ticketTraking')
    .where({ ticketId: ticket.id })
    .whereNull('finishedAt')
    .orderBy('id', 'desc')
    .first('id');
  if (current) {
    await table('ticketTraking')
      .where({ id: current.id })
      .update({ ...changes, updatedAt: now });
    return;
  }
  await table('ticketTraking').insert({
    companyId,
    ticketId: ticket.id,
    whatsappId: ticket.whatsappId,
    ...changes,
    createdAt: now,
    updatedAt: now,
  });
}
