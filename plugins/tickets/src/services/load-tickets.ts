import type { Knex } from 'knex';
import { orNotFound, scoped } from '@balcao/core';
import { Ticket } from '../ticket-model.js';
import type { TicketEnrichers } from './ticket-enrichers.js';

/** The relations every ticket carries on the wire (spec §3: contact, queue, user, whatsapp name, tags). */
export const ticketGraph = '[contact, queue, user, whatsapp]';

/** Tickets by id with their relations and enrichments, in the order of `ids`. */
export async function loadTickets(
  enrichers: TicketEnrichers,
  companyId: number,
  ids: number[],
  trx?: Knex.Transaction,
): Promise<Ticket[]> {
  if (!ids.length) return [];
  const rows = await scoped(Ticket, companyId, trx).withGraphFetched(ticketGraph).whereIn('tickets.id', ids);
  await enrichers.apply(companyId, rows, trx);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((t): t is Ticket => Boolean(t));
}

/** One ticket of the company with its relations; 404 ERR_NO_TICKET_FOUND otherwise. */
export async function loadTicket(
  enrichers: TicketEnrichers,
  companyId: number,
  id: number,
  trx?: Knex.Transaction,
): Promise<Ticket> {
  const [ticket] = await loadTickets(enrichers, companyId, [id], trx);
  return orNotFound(ticket, 'ERR_NO_TICKET_FOUND');
}
