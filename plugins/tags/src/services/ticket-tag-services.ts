import type { Caller } from '../tag-permissions.js';
import type { KanbanQuery, SyncBody } from '../ticket-tag-schemas.js';
import { listKanbanTickets, type KanbanDeps } from '../kanban/list-kanban-tickets.js';
import { addTicketTag } from './add-ticket-tag.js';
import { removeKanbanTags } from './remove-kanban-tags.js';
import { syncTicketTags } from './sync-ticket-tags.js';

/**
 * Tags on tickets and the kanban board, bound to the kernel (what the routes call). Each write first asks the
 * tickets plugin whether the caller may see the ticket, so it answers as GET /tickets/:id does (404 in another
 * company, 403 out of sight; issue 27 finding 5).
 */
export function ticketTagServices(deps: KanbanDeps) {
  const seen = (caller: Caller, ticketId: number) => deps.tickets.ensureCanView(caller, ticketId);
  return {
    add: async (caller: Caller, ticketId: number, tagId: number) => {
      await seen(caller, ticketId);
      return addTicketTag(deps, caller.companyId, ticketId, tagId, caller.id);
    },
    removeKanban: async (caller: Caller, ticketId: number) => {
      await seen(caller, ticketId);
      return removeKanbanTags(deps, caller.companyId, ticketId, caller.id);
    },
    sync: async (caller: Caller, body: SyncBody) => {
      await seen(caller, body.ticketId);
      return syncTicketTags(deps, caller.companyId, body, caller.id);
    },
    board: (caller: Caller, query: KanbanQuery) => listKanbanTickets(deps, caller, query),
  };
}

export type TicketTagServices = ReturnType<typeof ticketTagServices>;
