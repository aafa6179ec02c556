import type { Knex } from 'knex';
import { findOrCreateTicket } from '../inbound/find-or-create-ticket.js';
import type { Ticket } from '../ticket-model.js';
import { loadTicket } from './load-tickets.js';
import type { TicketDeps } from './ticket-deps.js';
import { track } from './ticket-tracking.js';
import { tellAfterCommit } from './tell-ticket-event.js';

/**
 * The contact's non-closed ticket on a connection, or a new pending one, for a send that does not come from an
 * inbound message (the external messages API). The same find-or-create as the inbound pipeline's, so a message
 * arriving at the same moment ends on this one ticket. A new ticket gets its tracking row in the transaction
 * and is announced after the commit, as POST /tickets announces one.
 */
export async function openTicket(
  deps: TicketDeps,
  companyId: number,
  key: { contactId: number; whatsappId: number },
  outerTrx?: Knex.Transaction,
): Promise<{ ticket: Ticket; created: boolean }> {
  const run = async (trx: Knex.Transaction) => {
    const { ticket, created } = await findOrCreateTicket(deps.db.tenant(companyId, trx), companyId, {
      ...key,
      isGroup: false,
    });
    // mayCreate defaults to yes: there is always a ticket here
    const id = Number(ticket!.id);
    if (created) {
      await track(deps, trx, companyId, { id, whatsappId: key.whatsappId }, {});
      tellAfterCommit(deps, trx, { companyId, ticketId: id, type: 'created', userId: null });
    }
    return { id, created };
  };
  const announce = async (id: number) =>
    deps.events.ticketUpdated(await loadTicket(deps.enrichers, companyId, id));
  if (outerTrx) {
    const { id, created } = await run(outerTrx);
    if (created) deps.hooks.afterCommit(outerTrx, () => announce(id));
    return { ticket: await loadTicket(deps.enrichers, companyId, id, outerTrx), created };
  }
  const { id, created } = await deps.db.transaction(run);
  const ticket = await loadTicket(deps.enrichers, companyId, id);
  if (created) await deps.events.ticketUpdated(ticket);
  return { ticket, created };
}
