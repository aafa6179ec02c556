import type { Ticket } from '../ticket-model.js';
import { sendTicketMessage } from '../outbound/send-ticket-message.js';
import { closeTicket } from './close-ticket.js';
import type { TicketDeps } from './ticket-deps.js';
import { track } from './ticket-tracking.js';

/** `ratedBy` of a rate whose follow-up question was asked: the rating step waits for its answer */
export const followUpMark = 'follow-up:';

/** The connection's `ratingFollowUp` question (a connection field in `whatsapps.fields`), '' when none. */
export async function followUpQuestion(
  deps: TicketDeps,
  companyId: number,
  whatsappId: number | null,
): Promise<string> {
  if (!whatsappId) return '';
  const row = await deps.db.tenant(companyId)('whatsapps').where({ id: whatsappId }).first('fields');
  const fields = (typeof row?.fields === 'string' ? JSON.parse(row.fields) : row?.fields) as
    { ratingFollowUp?: unknown } | null | undefined;
  return String(fields?.ratingFollowUp ?? '').trim();
}

/**
 * A rate of 1 with a follow-up question: the rate is recorded now (row and tracking, as closing would), the
 * question is sent, and the ticket keeps waiting for exactly one more message (`answerFollowUp`).
 */
export async function askFollowUp(
  deps: TicketDeps,
  companyId: number,
  ticket: Ticket,
  rate: number,
  question: string,
  idempotencyKey: string,
): Promise<void> {
  await deps.db.transaction(async (trx) => {
    const table = deps.db.tenant(companyId, trx);
    const now = new Date();
    const row = await table('tickets').where({ id: ticket.id }).first('id', 'whatsappId', 'userId');
    await table('userRatings').insert({
      companyId,
      ticketId: ticket.id,
      userId: row.userId ?? null,
      rate,
      ratedBy: followUpMark + idempotencyKey,
      createdAt: now,
      updatedAt: now,
    });
    await track(deps, trx, companyId, row, { rated: true, ratedAt: now });
    await sendTicketMessage(deps, companyId, ticket.id, { body: question, idempotencyKey }, trx);
  });
}

/** The contact's one answer to the follow-up question: kept on the rating row, then the ticket closes. */
export async function answerFollowUp(
  deps: TicketDeps,
  companyId: number,
  ticketId: number,
  ratingId: number,
  answer: string,
  idempotencyKey: string,
): Promise<void> {
  await deps.db.transaction(async (trx) => {
    await deps.db
      .tenant(
        companyId,
        trx,
      )('userRatings')
      .where({ id: ratingId })
      .update({ comment: answer, updatedAt: new Date() });
    await closeTicket(deps, companyId, ticketId, { idempotencyKey }, trx);
  });
}
