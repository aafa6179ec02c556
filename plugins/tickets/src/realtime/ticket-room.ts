import type { Realtime } from '@balcao/core';
import { maySeeTicket } from '../services/ticket-access.js';
import type { TicketDeps } from '../services/ticket-deps.js';

/**
 * A ticket's room (joinChatBox) carries its timeline: a socket joins it only when its user may see the ticket,
 * by the rule GET /tickets/:id uses (spec §6; issue 27 finding 6).
 */
export function authorizeTicketRoom(realtime: Realtime, deps: Pick<TicketDeps, 'db'>) {
  realtime.authorizeRoom('joinChatBox', (user, ticketId) => maySeeTicket(deps, user, Number(ticketId)));
}
