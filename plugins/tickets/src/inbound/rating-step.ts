import type { EventOf, StepAnswer, StepContext } from '@balcao/core';
import { closeTicket } from '../services/close-ticket.js';
import { endRatingWait } from '../services/end-rating-wait.js';
import { answerFollowUp, askFollowUp, followUpMark, followUpQuestion } from '../services/rating-follow-up.js';
import type { TicketDeps } from '../services/ticket-deps.js';

/**
 * The `rating` step (spec §4 Resolve): while a ticket waits for its rating, the contact's next message decides.
 * 1, 2 or 3 closes the ticket with that rate (a 1 first asks the connection's `ratingFollowUp` question when it
 * has one, and the message after it is kept as the answer); anything else ends the wait: the ticket closes
 * unrated and the message opens a new conversation, going on down the pipeline as a first message. A rating
 * question never holds a conversation hostage. Keys from the inbox event make a replay send nothing twice.
 */
export async function answerRating(
  deps: TicketDeps,
  event: EventOf<'message'>,
  { state: { turn } }: StepContext,
): Promise<StepAnswer> {
  if (!turn?.ticket.awaitingRating) return 'continue';
  const { ticket } = turn;
  const companyId = event.companyId;
  const answer = (event.payload.body ?? '').trim();
  const key = `rating:${event.id}`;
  // a rate of 1 whose follow-up question still waits for its one answer (an earlier life's rating is not)
  const rated = await deps.db
    .tenant(companyId)('userRatings')
    .where({ ticketId: ticket.id })
    .whereNull('comment')
    .where('ratedBy', 'like', `${followUpMark}%`)
    .first('id', 'ratedBy');
  if (rated) {
    // a replay of the rating itself is not the answer
    if (rated.ratedBy !== followUpMark + key)
      await answerFollowUp(deps, companyId, ticket.id, Number(rated.id), answer, key);
    return 'handled';
  }
  if (/^[123]$/.test(answer)) {
    const rate = Number(answer);
    const question = rate === 1 ? await followUpQuestion(deps, companyId, ticket.whatsappId) : '';
    if (question) await askFollowUp(deps, companyId, ticket, rate, question, key);
    else await closeTicket(deps, companyId, ticket.id, { rate, ratedBy: key, idempotencyKey: key });
    // after the commit (each service above committed its own transaction)
    await deps.hooks.notify('ticket.event', {
      companyId,
      ticketId: ticket.id,
      type: 'rated',
      userId: null,
      data: { rate },
    });
    return 'handled';
  }
  const opened = await endRatingWait(deps, companyId, ticket, Number(turn.message.id), key);
  Object.assign(turn, { ticket: opened.ticket, message: opened.message, ticketCreated: true });
  return 'continue';
}
