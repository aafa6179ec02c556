import type { TenantDb } from '@balcao/core';

/** Counts each tag's tickets in one grouped query on the company's `ticket_tags`. */
export function ticketsCounter(db: TenantDb) {
  return async (companyId: number, tagIds: number[]): Promise<Map<number, number>> => {
    const counts = new Map<number, number>();
    if (!tagIds.length) return counts;
    const rows = (await db
      .tenant(companyId)('ticket_tags')
      .whereIn('tagId', tagIds)
      .groupBy('tagId')
      .select('tagId')
      .count({ count: '*' })) as Array<{ tagId: number; count: number | string }>;
    for (const row of rows) counts.set(Number(row.tagId), Number(row.count));
    return counts;
  };
}

export type TicketsCounter = ReturnType<typeof ticketsCounter>;
