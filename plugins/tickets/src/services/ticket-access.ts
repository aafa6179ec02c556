import { AppError, type AuthUser } from '@balcao/core';
import type { TicketDeps } from './ticket-deps.js';
import { canSee, loadViewer } from './ticket-viewer.js';

/** What decides whether a user may read or write in a ticket. */
interface TicketAccessFields {
  id: number;
  queueId: number | null;
  userId: number | null;
  status: string;
}

/**
 * Spec §6: admins see every ticket; anyone else sees tickets without a queue, their own, those of their queues
 * and, with allTicket 'enable', pending ones (the same people ticket-audience.ts sends the ticket's events to).
 * A ticket of another company is not found; one the user may not see is 403 ERR_NO_PERMISSION ("Acesso não
 * permitido" on the client).
 */
export async function ticketForUser(
  deps: Pick<TicketDeps, 'db'>,
  user: AuthUser,
  ticketId: number,
): Promise<TicketAccessFields & { contactId: number; whatsappId: number | null }> {
  const table = deps.db.tenant(user.companyId);
  const ticket = await table('tickets')
    .where({ id: ticketId })
    .first('id', 'queueId', 'userId', 'status', 'contactId', 'whatsappId');
  if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND', 404);
  if (!(await mayView(deps, user, ticket))) throw new AppError('ERR_NO_PERMISSION', 403);
  return ticket;
}

/** The one rule of ticket-viewer.ts, read for a single ticket (admins need no look-up). */
export async function mayView(
  deps: Pick<TicketDeps, 'db'>,
  user: AuthUser,
  ticket: TicketAccessFields,
): Promise<boolean> {
  if (user.super || user.profile === 'admin') return true;
  return canSee(await loadViewer(deps, user), ticket);
}
