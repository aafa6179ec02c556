import type { Knex } from 'knex';
import { tenant } from '@balcao/core';
import { Contact } from '@balcao/plugin-contacts';
import type { Ticket } from '../ticket-model.js';
import type { TicketListQuery } from '../ticket-schemas.js';
import { loadTickets } from './load-tickets.js';
import type { TicketDeps } from './ticket-deps.js';
import type { TicketViewer } from './ticket-viewer.js';
import { whereVisible } from './visible-tickets.js';

/** Whaticket's page size for the ticket lists */
export const ticketsPerPage = 40;

export interface TicketPage {
  tickets: Ticket[];
  count: number;
  hasMore: boolean;
}

/**
 * GET /tickets (spec §7, §6): one query for the page's ids, ordered by updatedAt and served by the
 * (company_id, status, updated_at) and (company_id, updated_at) indexes, beside it the count Whaticket answers
 * with (read from a covering index, migration 002), then the relations of those 40 tickets. Message bodies are searched only when there is a search term.
 */
export async function listTickets(
  deps: Pick<TicketDeps, 'db' | 'enrichers' | 'tagFilter'>,
  viewer: TicketViewer,
  query: TicketListQuery,
): Promise<TicketPage> {
  const companyId = viewer.companyId;
  const q = deps.db.tenant(companyId)('tickets');
  // the rating question is out: the attendant's list dropped the ticket when it was resolved (spec §4)
  q.where('tickets.awaitingRating', false);
  visibleTo(q, viewer, query.showAll && viewer.isAdmin);
  if (query.status) q.where('tickets.status', query.status);
  if (query.queueIds?.length)
    q.where((b) => b.whereIn('tickets.queueId', query.queueIds!).orWhereNull('tickets.queueId'));
  if (query.users?.length) q.whereIn('tickets.userId', query.users);
  if (query.withUnreadMessages) q.where('tickets.unreadMessages', '>', 0);
  if (query.date) q.whereBetween('tickets.createdAt', wholeDay(query.date));
  if (query.updatedAt) q.whereBetween('tickets.updatedAt', wholeDay(query.updatedAt));
  if (query.tags?.length) deps.tagFilter.apply(q, companyId, query.tags);
  if (query.searchParam.trim()) matching(q, companyId, query.searchParam.trim().toLowerCase());

  const offset = ticketsPerPage * (query.pageNumber - 1);
  const [rows, [total]] = await Promise.all([
    q
      .clone()
      .select('tickets.id')
      .orderBy('tickets.updatedAt', 'desc')
      .orderBy('tickets.id', 'desc')
      .limit(ticketsPerPage)
      .offset(offset),
    q.clone().count({ n: '*' }),
  ]);
  const ids = (rows as Array<{ id: number }>).map((r) => Number(r.id));
  const count = Number((total as { n: number | string } | undefined)?.n ?? 0);
  const tickets = await loadTickets(deps.enrichers, companyId, ids);
  return { tickets, count, hasMore: count > offset + tickets.length };
}

/**
 * spec §6: a regular user sees tickets of their queues, without queue, their own, and pending ones of every queue
 * with allTicket 'enable'. Without showAll (an admin's switch) every user sees, as in Whaticket, their own tickets
 * and the pending ones.
 */
function visibleTo(q: Knex.QueryBuilder, viewer: TicketViewer, showAll: boolean) {
  whereVisible(q, viewer);
  if (!showAll) q.where((b) => b.where('tickets.userId', viewer.id).orWhere('tickets.status', 'pending'));
}

/** contact name or number, or any of its messages' bodies (Whaticket's search, lower-cased) */
function matching(q: Knex.QueryBuilder, companyId: number, term: string) {
  const like = `%${term.replace(/[!%_]/g, (c) => `!${c}`)}%`;
  // the contacts read through their plugin's model
  const contacts = tenant(companyId)(Contact)
    .where((c) =>
      c.whereRaw(`lower(name) like ? escape '!'`, [like]).orWhereRaw(`number like ? escape '!'`, [like]),
    )
    .select('id')
    .toKnexQuery();
  q.where((b) =>
    b
      .whereIn('tickets.contactId', contacts)
      .orWhereExists((m) =>
        m
          .select(1)
          .from('messages')
          .where('messages.ticketId', '=', m.client.ref('tickets.id'))
          .whereRaw(`lower(messages.body) like ? escape '!'`, [like]),
      ),
  );
}

/** the local day of 'YYYY-MM-DD' (Whaticket's startOfDay/endOfDay) */
function wholeDay(date: string): [Date, Date] {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return [new Date(y, m - 1, d, 0, 0, 0, 0), new Date(y, m - 1, d, 23, 59, 59, 999)];
}
