import type { Knex } from 'knex';
import { readInTransactions, type SharedCache, type TenantDb } from '@balcao/core';
import type { TicketEnricher } from '@balcao/plugin-tickets';
import type { TicketTag } from '../contracts.js';

/** what `ticket.tags` holds on the wire */
export type TicketTagView = TicketTag;

/**
 * Every ticket served carries its tags, so each message of a conversation would read them again; they change
 * only when someone tags, untags, renames or deletes. Kept in the process per company and ticket, all of a
 * company's dropped on any such write (every process, through the shared cache).
 */
export type TagsCache = Pick<SharedCache, 'memoEach' | 'invalidate'>;

const key = (companyId: number) => `tags:tickets:${companyId}`;

/** after any write to the company's tags or ticket_tags; given its transaction, again once that ends */
export const forgetTicketTags = (cache: TagsCache, companyId: number, trx?: Knex.Transaction) =>
  cache.invalidate(key(companyId), trx);

/** Fills `ticket.tags` for a page of tickets, those not kept with one query, each ticket's tags by name. */
export function ticketTagsEnricher(db: TenantDb, cache: TagsCache): TicketEnricher {
  return async (companyId, tickets, trx) => {
    const kept = await cache.memoEach(
      (ticketId) => ({ key: key(companyId), member: ticketId }),
      tickets.map((t) => t.id),
      (ids) => loadTicketTags(db, companyId, ids, trx),
      readInTransactions,
    );
    // copies: a caller that changes its ticket's list leaves the kept one as it was
    for (const ticket of tickets) ticket.tags = (kept.get(ticket.id) ?? []).map((tag) => ({ ...tag }));
  };
}

async function loadTicketTags(
  db: TenantDb,
  companyId: number,
  ticketIds: number[],
  trx?: Knex.Transaction,
): Promise<Map<number, TicketTagView[]>> {
  const rows: Array<TicketTagView & { ticketId: number }> = await db
    .tenant(
      companyId,
      trx,
    )('ticket_tags')
    .join('tags', 'tags.id', 'ticket_tags.tagId')
    .whereIn('ticket_tags.ticketId', ticketIds)
    .orderBy('tags.name')
    .orderBy('tags.id')
    .select('ticket_tags.ticketId', 'tags.id', 'tags.name', 'tags.color', 'tags.kanban');
  const byTicket = new Map<number, TicketTagView[]>(ticketIds.map((id) => [id, []]));
  for (const { ticketId, id, name, color, kanban } of rows)
    byTicket.get(Number(ticketId))?.push({ id: Number(id), name, color, kanban: Number(kanban) });
  return byTicket;
}
