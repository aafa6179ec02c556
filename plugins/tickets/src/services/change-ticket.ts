import type { Knex } from 'knex';
import { AppError } from '@balcao/core';
import type { Ticket } from '../ticket-model.js';
import type { Contact } from '@balcao/plugin-contacts';
import { holdTicket } from './held-tickets.js';
import { changedTickets } from '../batches/changed-tickets.js';
import { ticketsBefore, writeTicketChanges } from '../batches/ticket-changes.js';
import type { TicketDeps } from './ticket-deps.js';

/**
 * Writes a ticket's columns and tells the sockets after the commit: the ones that see it now get the update, the
 * ones that saw it before and no longer may (another queue, another attendant) get a delete. Status changes keep
 * `openSlot` (the one-open-ticket rule) in step. Returns the ticket as it stands after the write, with `known.contact`
 * (the caller's copy of the ticket's contact) instead of reading it again.
 */
export async function changeTicket(
  deps: TicketDeps,
  companyId: number,
  ticketId: number,
  changes: Record<string, unknown>,
  outerTrx?: Knex.Transaction,
  known: KnownContact = {},
): Promise<Ticket> {
  const run = async (trx: Knex.Transaction) => {
    const table = deps.db.tenant(companyId, trx);
    // a bot turn's change shares its statements with the group commit's other turns (../batches)
    const before = await ticketsBefore.load(table, ticketId);
    if (!before) throw new AppError('ERR_NO_TICKET_FOUND', 404);
    const status = changes.status as string | undefined;
    const slot = status === undefined ? {} : { openSlot: status === 'closed' ? null : 1 };
    try {
      await writeTicketChanges.load(table, { ...changes, ...slot, updatedAt: new Date(), id: ticketId });
    } catch (err) {
      // reopening while the contact already has another non-closed ticket on this connection
      if (/unique|duplicate/i.test(String((err as Error).message)))
        throw new AppError('ERR_OTHER_OPEN_TICKET', 409);
      throw err;
    }
    const ticket = await changedTickets.load(table, {
      id: ticketId,
      enrichers: deps.enrichers,
      contact: known.contact ?? null,
    });
    holdTicket(trx, ticket);
    return { before, ticket };
  };
  if (outerTrx) {
    const { before, ticket } = await run(outerTrx);
    deps.hooks.afterCommit(outerTrx, () => deps.events.ticketUpdated(ticket, before));
    return ticket;
  }
  const { before, ticket } = await deps.db.transaction(run);
  await deps.events.ticketUpdated(ticket, before);
  return ticket;
}

/** the ticket's contact as a caller already holds it */
export interface KnownContact {
  contact?: Contact | null;
}
