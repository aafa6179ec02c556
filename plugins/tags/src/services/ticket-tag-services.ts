import type { Caller } from '../tag-permissions.js';
import type { KanbanQuery, SyncBody } from '../ticket-tag-schemas.js';
import { listKanbanTickets, type KanbanDeps } from '../kanban/list-kanban-tickets.js';
import { addTicketTag } from './add-ticket-tag.js';
import { removeKanbanTags } from './remove-kanban-tags.js';
import { syncTicketTags } from './sync-ticket-tags.js';

/** Tags on tickets and the kanban board, bound to the kernel (what the routes call). */
export function ticketTagServices(deps: KanbanDeps) {
  return {
    add: (companyId: number, ticketId: number, tagId: number, userId?: number | null) =>
      addTicketTag(deps, companyId, ticketId, tagId, userId),
    removeKanban: (companyId: number, ticketId: number, userId?: number | null) =>
      removeKanbanTags(deps, companyId, ticketId, userId),
    sync: (companyId: number, body: SyncBody, userId?: number | null) =>
      syncTicketTags(deps, companyId, body, userId),
    board: (caller: Caller, query: KanbanQuery) => listKanbanTickets(deps, caller, query),
  };
}

export type TicketTagServices = ReturnType<typeof ticketTagServices>;
