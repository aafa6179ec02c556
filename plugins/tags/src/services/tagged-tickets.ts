import type { TenantDb } from '@balcao/core';
import type { TaggedTickets } from '@balcao/plugin-tickets';

/** GET /tickets' `tags` filter: the company's tickets carrying every one of the tags (Whaticket intersects them). */
export function taggedTickets(db: TenantDb): TaggedTickets {
  return (companyId, tagIds) => {
    const unique = [...new Set(tagIds)];
    return db
      .tenant(companyId)('ticketTags')
      .select('ticketId')
      .whereIn('tagId', unique)
      .groupBy('ticketId')
      .havingRaw('count(distinct tag_id) = ?', [unique.length]);
  };
}
