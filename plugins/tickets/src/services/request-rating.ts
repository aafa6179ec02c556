import type { Ticket } from '../ticket-model.js';
import { sendTicketMessage } from '../outbound/send-ticket-message.js';
import { loadTicket } from './load-tickets.js';
import { ratingQuestion } from './automatic-texts.js';
import type { TicketDeps } from './ticket-deps.js';
import { track } from './ticket-tracking.js';

/**
 * Resolving with ratings on (spec §4): the contact gets the rating question and the ticket waits for the answer
 * (awaiting_rating), out of the attendants' lists, still not closed; the `rating` step closes it. Also what that
 * step calls to ask again after an answer that is not 1, 2 or 3.
 */
export async function requestRating(
  deps: TicketDeps,
  companyId: number,
  ticketId: number,
  ratingMessage: string,
  opts: { userId?: number | null; idempotencyKey?: string } = {},
): Promise<Ticket> {
  const ticket = await deps.db.transaction(async (trx) => {
    const table = deps.db.tenant(companyId, trx);
    const changes: Record<string, unknown> = { awaitingRating: true };
    if (opts.userId !== undefined) changes.userId = opts.userId;
    // marked first: the question's own realtime then removes the ticket from the lists instead of raising it
    await table('tickets').where({ id: ticketId }).update(changes);
    await sendTicketMessage(
      deps,
      companyId,
      ticketId,
      {
        body: ratingQuestion(ratingMessage),
        ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}),
      },
      trx,
    );
    const row = await table('tickets').where({ id: ticketId }).first('id', 'whatsappId', 'userId');
    await track(deps, trx, companyId, row, { userId: row.userId == null ? null : Number(row.userId) });
    return loadTicket(deps.enrichers, companyId, ticketId, trx);
  });
  await deps.events.ticketDeleted(ticket);
  return ticket;
}
