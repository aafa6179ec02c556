import type { InboxEvent, StepAnswer, StepContext } from '@balcao/core';
import type { Ticket } from '../ticket-model.js';
import { closeTicket } from '../services/close-ticket.js';
import { requestRating } from '../services/request-rating.js';
import type { TicketDeps } from '../services/ticket-deps.js';

/**
 * The `rating` step (spec §4 Resolve): while a ticket waits for its rating, the contact's message is the answer.
 * 1, 2 or 3 closes the ticket with that rate; anything else gets the question again. Keys from the inbox event
 * make a replayed event send nothing twice.
 */
export async function answerRating(
  deps: TicketDeps,
  event: Extract<InboxEvent, { kind: 'message' }>,
  { state }: StepContext,
): Promise<StepAnswer> {
  const ticket = state.ticket as Ticket | undefined;
  if (!ticket?.awaitingRating) return 'continue';
  const companyId = event.companyId;
  const answer = (event.payload.body ?? '').trim();
  const key = `rating:${event.id}`;
  if (/^[123]$/.test(answer)) {
    await closeTicket(deps, companyId, ticket.id, { rate: Number(answer), idempotencyKey: key });
    return 'handled';
  }
  const connection = ticket.whatsappId
    ? await deps.db.tenant(companyId)('whatsapps').where({ id: ticket.whatsappId }).first('ratingMessage')
    : undefined;
  await requestRating(deps, companyId, ticket.id, String(connection?.ratingMessage ?? '').trim(), {
    idempotencyKey: key,
  });
  return 'handled';
}
