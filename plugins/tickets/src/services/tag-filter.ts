import type { Knex } from 'knex';

/** The ids of the company's tickets carrying every one of the tags, as a subquery. */
export type TaggedTickets = (companyId: number, tagIds: number[]) => Knex.QueryBuilder;

/**
 * GET /tickets' `tags` filter: the tags plugin keeps which ticket has which tag and answers it
 * (`ctx.services<TicketServices>('tickets').filterByTags(fn)`); until it is installed the filter filters nothing.
 */
export class TagFilter {
  private tagged: TaggedTickets | undefined;

  set(fn: TaggedTickets): void {
    this.tagged = fn;
  }

  /** narrows `q` (a query on tickets) to tickets carrying every one of `tagIds` */
  apply(q: Knex.QueryBuilder, companyId: number, tagIds: number[]): void {
    if (this.tagged && tagIds.length) q.whereIn('tickets.id', this.tagged(companyId, tagIds));
  }
}
