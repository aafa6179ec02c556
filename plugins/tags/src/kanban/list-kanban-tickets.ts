import type { Knex } from 'knex';
import { tenant } from '@balcao/core';
import { Contact } from '@balcao/plugin-contacts';
import { loadViewer, Ticket, whereVisible } from '@balcao/plugin-tickets';
import type { Caller } from '../tag-permissions.js';
import type { KanbanQuery } from '../ticket-tag-schemas.js';
import type { TicketTagDeps } from '../services/ticket-tag-deps.js';

/** Whaticket's kanban page size. */
export const KANBAN_PAGE_SIZE = 40;

export interface KanbanDeps extends TicketTagDeps {
  knex: Knex;
}

/**
 * The board's cards: the caller's visible pending and open tickets, newest activity first, with their tags,
 * `{ tickets, count, hasMore }` as Whaticket answers GET /ticket/kanban. `queueIds` narrows to those queues
 * (tickets without queue stay), `tags` to tickets carrying all of them, `users` to those attendants.
 */
export async function listKanbanTickets(deps: KanbanDeps, caller: Caller, query: KanbanQuery) {
  const { companyId } = caller;
  // the tickets plugin's one visibility rule (spec §6), as GET /tickets and GET /tickets/:id apply it
  const viewer = await loadViewer(deps, caller);
  const filtered = () => {
    // the tickets plugin's model and visibility rule: its table is read through them, columns unqualified
    const qb = tenant(companyId)(Ticket).whereIn('status', ['pending', 'open']);
    whereVisible(qb as unknown as Knex.QueryBuilder, viewer);
    if (query.queueIds?.length) {
      const queueIds = query.queueIds;
      qb.where((w) => w.whereNull('queueId').orWhereIn('queueId', queueIds));
    }
    if (query.tags?.length) {
      const tags = [...new Set(query.tags)];
      qb.whereIn('id', (sub) =>
        sub
          .from('ticket_tags')
          .where('ticket_tags.companyId', companyId)
          .whereIn('ticket_tags.tagId', tags)
          .groupBy('ticket_tags.ticketId')
          .havingRaw('count(*) = ?', [tags.length])
          .select('ticket_tags.ticketId'),
      );
    }
    if (query.users?.length) qb.whereIn('userId', query.users);
    if (query.withUnreadMessages === 'true') qb.where('unreadMessages', '>', 0);
    const term = query.searchParam.trim().toLowerCase();
    if (term)
      qb.whereIn(
        'contactId',
        tenant(companyId)(Contact)
          .where((w) =>
            w.whereRaw('LOWER(name) LIKE ?', [`%${term}%`]).orWhere('number', 'like', `%${term}%`),
          )
          .select('id'),
      );
    return qb;
  };
  const count = await filtered().resultSize();
  const offset = (query.pageNumber - 1) * KANBAN_PAGE_SIZE;
  const page = await filtered()
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(KANBAN_PAGE_SIZE)
    .offset(offset)
    .select('id');
  const tickets = await deps.tickets.loadMany(
    companyId,
    page.map((t) => t.id),
  );
  return { tickets, count, hasMore: count > offset + tickets.length };
}
