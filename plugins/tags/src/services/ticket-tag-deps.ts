import type { TenantDb } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';

/** What the ticket-tag services need: the company's rows, and tickets to load and announce. */
export interface TicketTagDeps {
  db: TenantDb;
  tickets: TicketServices;
}

/** a ticket_tags row as Whaticket's TicketTag answers it */
export interface TicketTagRow {
  ticketId: number;
  tagId: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The reloaded ticket (with its tags) to everyone who may see it, so open lists and boards redraw it. */
export async function announceTicket(deps: TicketTagDeps, companyId: number, ticketId: number) {
  const ticket = await deps.tickets.load(companyId, ticketId);
  await deps.tickets.events.ticketUpdated(ticket);
  return ticket;
}
