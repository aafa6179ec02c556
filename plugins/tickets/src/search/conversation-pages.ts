import type { TenantDb } from '@balcao/core';

/** the conversation's page size (the tickets plugin's GET /messages/:ticketId, Whaticket's 20) */
export const conversationPageSize = 20;

/**
 * The page of GET /messages/:ticketId each message is on (newest first by createdAt, then id), so the client can
 * open the conversation there: one grouped query over the hits' tickets.
 */
export async function conversationPages(
  db: TenantDb,
  companyId: number,
  ids: number[],
): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows: Array<{ id: number; newer: number | string }> = await db
    .tenant(companyId)('messages as hit')
    .leftJoin('messages as m', (j) => {
      j.on('m.ticketId', 'hit.ticketId').andOn((b) => {
        b.on('m.createdAt', '>', 'hit.createdAt').orOn((e) => {
          e.on('m.createdAt', '=', 'hit.createdAt').andOn('m.id', '>', 'hit.id');
        });
      });
    })
    .whereIn('hit.id', ids)
    .groupBy('hit.id')
    .select('hit.id')
    .count({ newer: 'm.id' });
  const pages = new Map<number, number>();
  for (const r of rows) pages.set(Number(r.id), Math.floor(Number(r.newer) / conversationPageSize) + 1);
  return pages;
}
