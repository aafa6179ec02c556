import { AppError } from '@balcao/core';
import type { Ticket } from '../ticket-model.js';
import { loadTicket } from './load-tickets.js';
import type { TicketDeps } from './ticket-deps.js';
import { ensureCanSee, type TicketViewer } from './ticket-viewer.js';

/** GET /tickets/:id: 404 outside the company, 403 ERR_NO_PERMISSION outside the viewer's sight (spec §5, §6) */
export async function showTicket(deps: TicketDeps, viewer: TicketViewer, id: number): Promise<Ticket> {
  const ticket = await loadTicket(deps.enrichers, viewer.companyId, id);
  ensureCanSee(viewer, ticket);
  return ticket;
}

/** GET /tickets/u/:uuid, the link the client opens a ticket by */
export async function showTicketByUuid(
  deps: TicketDeps,
  viewer: TicketViewer,
  uuid: string,
): Promise<Ticket> {
  const row = await deps.db.tenant(viewer.companyId)('tickets').where({ uuid }).first('id');
  if (!row) throw new AppError('ERR_NO_TICKET_FOUND', 404);
  return showTicket(deps, viewer, Number(row.id));
}
