import { AppError } from '@balcao/core';
import type { TicketDeps } from './ticket-deps.js';
import { canSee, loadViewer, type TicketCaller } from './ticket-viewer.js';

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
  user: TicketCaller,
  ticketId: number,
): Promise<TicketAccessFields & { contactId: number; whatsappId: number | null }> {
  const ticket = await accessFields(deps, user, ticketId);
  if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND', 404);
  if (!(await mayView(deps, user, ticket))) throw new AppError('ERR_NO_PERMISSION', 403);
  return ticket;
}

/**
 * The same rule as a yes or no, for a socket joining the ticket's room (joinChatBox): a ticket of another
 * company, or none, is a refusal as is one out of sight.
 */
export async function maySeeTicket(
  deps: Pick<TicketDeps, 'db'>,
  user: TicketCaller,
  ticketId: number,
): Promise<boolean> {
  const ticket = await accessFields(deps, user, ticketId);
  return Boolean(ticket) && (await mayView(deps, user, ticket!));
}

const accessFields = (deps: Pick<TicketDeps, 'db'>, user: TicketCaller, ticketId: number) =>
  deps.db
    .tenant(user.companyId)('tickets')
    .where({ id: ticketId })
    .first('id', 'queueId', 'userId', 'status', 'contactId', 'whatsappId');

/** The one rule of ticket-viewer.ts, read for a single ticket (admins need no look-up). */
export async function mayView(
  deps: Pick<TicketDeps, 'db'>,
  user: TicketCaller,
  ticket: TicketAccessFields,
): Promise<boolean> {
  if (user.super || user.profile === 'admin') return true;
  return canSee(await loadViewer(deps, user), ticket);
}
