import { AppError } from '@balcao/core';
import { loadTicket } from './load-tickets.js';
import type { TicketDeps } from './ticket-deps.js';

/**
 * 409 ERR_OTHER_OPEN_TICKET as Whaticket answers it: `error` is the other ticket as a JSON string, which the
 * new-ticket dialog parses to name that ticket's attendant and queue, or to open it when it is the caller's
 * (spec §8). `code` keeps the catalogue's code readable for any other client.
 */
export async function otherOpenTicket(
  deps: Pick<TicketDeps, 'enrichers'>,
  companyId: number,
  ticketId: number,
): Promise<AppError> {
  const other = await loadTicket(deps.enrichers, companyId, ticketId);
  return new AppError('ERR_OTHER_OPEN_TICKET', 409, {
    error: JSON.stringify(other),
    code: 'ERR_OTHER_OPEN_TICKET',
  });
}
