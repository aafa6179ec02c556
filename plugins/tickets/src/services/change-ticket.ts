import type { Knex } from 'knex';
import { AppError, tenantStatement } from '@balcao/core';
import type { Ticket } from '../ticket-model.js';
import type { TicketAudienceFields } from '../realtime/ticket-audience.js';
import type { Contact } from '@balcao/plugin-contacts';
import { holdTicket } from './held-tickets.js';
import { loadTicket } from './load-tickets.js';
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
    const before = await ticketBefore.run(table, { id: ticketId });
    if (!before) throw new AppError('ERR_NO_TICKET_FOUND', 404);
    const status = changes.status as string | undefined;
    const slot = status === undefined ? {} : { openSlot: status === 'closed' ? null : 1 };
    try {
      await writeTicket.run(table, { ...changes, ...slot, updatedAt: new Date(), id: ticketId });
    } catch (err) {
      // reopening while the contact already has another non-closed ticket on this connection
      if (/unique|duplicate/i.test(String((err as Error).message)))
        throw new AppError('ERR_OTHER_OPEN_TICKET', 409);
      throw err;
    }
    const contacts = known.contact ? [known.contact] : [];
    const ticket = await loadTicket(deps.enrichers, companyId, ticketId, trx, { contacts });
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

// every bot turn changes its ticket: both compiled once (a set of columns each, for the write)
const ticketBefore = tenantStatement<{ id: number }, (TicketAudienceFields & { id: number }) | undefined>(
  (t, p) => t('tickets').where({ id: p.id }).first('id', 'companyId', 'queueId', 'userId', 'status'),
);
const writeTicket = tenantStatement((t, { id, ...columns }: Record<string, unknown> & { id: number }) =>
  t('tickets').where({ id }).update(columns),
);
