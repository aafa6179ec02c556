import { AppError } from '@balcao/core';
import type { TicketDeps } from './ticket-deps.js';

/** DELETE /tickets/:id (admins, spec §6): the ticket and what hangs on it; its audience hears delete */
export async function deleteTicket(deps: TicketDeps, companyId: number, id: number): Promise<void> {
  const table = deps.db.tenant(companyId);
  const ticket = await table('tickets').where({ id }).first('id', 'companyId', 'queueId', 'userId', 'status');
  if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND', 404);
  await table('tickets').where({ id }).delete();
  await deps.events.ticketDeleted({ ...ticket, id: Number(ticket.id), companyId });
}
