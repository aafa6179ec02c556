import type { Knex } from 'knex';
import { AppError } from '@balcao/core';
import type { Ticket } from '../ticket-model.js';
import { sendTicketMessage } from '../outbound/send-ticket-message.js';
import { changeTicket } from './change-ticket.js';
import { loadTicket } from './load-tickets.js';
import { completion } from './automatic-texts.js';
import type { TicketDeps } from './ticket-deps.js';
import { track } from './ticket-tracking.js';
import { tellAfterCommit } from './tell-ticket-event.js';

export interface CloseOptions {
  /** the contact's answer to the rating question, 1 to 3 */
  rate?: number;
  /** who resolved it (Whaticket's resolve sends the attendant); the ticket's attendant when absent */
  userId?: number | null;
  /** the inbound event that caused it: a replay sends nothing twice */
  idempotencyKey?: string;
  /** who acted, for the ticket's timeline: null (the default) for the contact, a bot or a job */
  by?: number | null;
}

/** the rating row also says which inbox event gave it (rating-step.ts tells a replay from a follow-up answer) */
export interface RatingOptions {
  ratedBy?: string;
}

/**
 * Closes a ticket (spec §4 Resolve): records the rating when there is one, sends the connection's
 * complationMessage (not to groups), closes it with integration and prompt cleared, and finishes the tracking
 * row (rated and ratedAt with a rating). One transaction; realtime after the commit. Closing a closed ticket
 * changes nothing.
 */
export async function closeTicket(
  deps: TicketDeps,
  companyId: number,
  ticketId: number,
  opts: CloseOptions & RatingOptions = {},
  /** the caller's transaction, when the close is one part of a larger change */
  outerTrx?: Knex.Transaction,
): Promise<Ticket> {
  const run = async (trx: Knex.Transaction): Promise<Ticket> => {
    const table = deps.db.tenant(companyId, trx);
    const t = await table('tickets').where({ id: ticketId }).first();
    if (!t) throw new AppError('ERR_NO_TICKET_FOUND', 404);
    if (t.status === 'closed') return loadTicket(deps.enrichers, companyId, ticketId, trx);
    const now = new Date();
    const userId: number | null = opts.userId !== undefined ? opts.userId : t.userId;
    if (opts.rate !== undefined)
      await table('userRatings').insert({
        companyId,
        ticketId,
        userId: t.userId,
        rate: opts.rate,
        ratedBy: opts.ratedBy ?? null,
        createdAt: now,
        updatedAt: now,
      });
    const connection = t.whatsappId
      ? await table('whatsapps').where({ id: t.whatsappId }).first('complationMessage')
      : undefined;
    const farewell = String(connection?.complationMessage ?? '').trim();
    if (farewell && !t.isGroup)
      await sendTicketMessage(
        deps,
        companyId,
        ticketId,
        {
          body: completion(farewell),
          ...(opts.idempotencyKey ? { idempotencyKey: `${opts.idempotencyKey}:completion` } : {}),
        },
        trx,
      );
    const ticket = await changeTicket(
      deps,
      companyId,
      ticketId,
      {
        status: 'closed',
        userId,
        awaitingRating: false,
        useIntegration: false,
        integrationId: null,
        promptId: null,
      },
      trx,
    );
    await track(deps, trx, companyId, t, {
      finishedAt: now,
      userId,
      whatsappId: t.whatsappId,
      ...(opts.rate !== undefined ? { rated: true, ratedAt: now } : {}),
    });
    tellAfterCommit(deps, trx, {
      companyId,
      ticketId,
      type: 'closed',
      userId: opts.by ?? null,
      ...(opts.rate !== undefined ? { data: { rate: opts.rate } } : {}),
    });
    return ticket;
  };
  return outerTrx ? run(outerTrx) : deps.db.transaction(run);
}
