import { fullTextMatch, type FullTextSource, type TenantDb } from '@balcao/core';
import type { Knex } from 'knex';

/** the tags' column searched by words */
export const tagText: FullTextSource = { table: 'tags', index: 'tags_name_ft', columns: ['name'] };

export interface TicketTagHit {
  ticketId: number;
  tagId: number;
  name: string;
  color: string | null;
}

/**
 * What a search of the company's conversations (GET /search) asks of tags: the tags whose name holds every word,
 * the tickets carrying one of them, and which of those tags each of some tickets carries.
 */
export function tagSearch(deps: { knex: Knex; db: TenantDb }) {
  const matching = (companyId: number, words: string[]) =>
    fullTextMatch(deps.knex, deps.db, companyId, tagText, words).select('tags.id');
  return {
    /** the ids of the tickets carrying a tag whose name holds every word, as a subquery */
    ticketIds: (companyId: number, words: string[]) =>
      deps.db
        .tenant(companyId)('ticket_tags')
        .whereIn('tagId', matching(companyId, words))
        .select('ticketId'),
    /** those tags on each of `ticketIds`, in the order of the tickets, then by name */
    onTickets: async (companyId: number, ticketIds: number[], words: string[]): Promise<TicketTagHit[]> => {
      if (!ticketIds.length) return [];
      const rows: Array<Record<string, unknown>> = await deps.db
        .tenant(companyId)('ticket_tags')
        .join('tags', 'tags.id', 'ticket_tags.tagId')
        .whereIn('ticket_tags.ticketId', ticketIds)
        .whereIn('ticket_tags.tagId', matching(companyId, words))
        .orderBy('tags.name')
        .select('ticket_tags.ticketId', 'ticket_tags.tagId', 'tags.name', 'tags.color');
      const place = new Map(ticketIds.map((id, i) => [id, i]));
      return rows
        .map((r) => ({
          ticketId: Number(r.ticketId),
          tagId: Number(r.tagId),
          name: String(r.name),
          color: r.color == null ? null : String(r.color),
        }))
        .sort((a, b) => place.get(a.ticketId)! - place.get(b.ticketId)!);
    },
  };
}

export type TagSearch = ReturnType<typeof tagSearch>;
