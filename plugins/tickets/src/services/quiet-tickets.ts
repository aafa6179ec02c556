import type { TenantDb } from '@balcao/core';

/** a ticket with nothing new since a moment: its id and its last activity */
export interface QuietTicket {
  id: number;
  updatedAt: Date;
}

/**
 * The company's tickets that are not closed and whose last activity (`updatedAt`: the last message, sent or
 * received, or change) is before `before`, oldest first, at most `limit` (an automation's "idle for N minutes").
 */
export async function quietTickets(
  db: TenantDb,
  companyId: number,
  before: Date,
  limit = 500,
): Promise<QuietTicket[]> {
  const rows: Array<{ id: number; updatedAt: unknown }> = await db
    .tenant(companyId)('tickets')
    .whereNot({ status: 'closed' })
    .where('updatedAt', '<', before)
    .orderBy('updatedAt')
    .limit(limit)
    .select('id', 'updatedAt');
  return rows.map((r) => ({ id: Number(r.id), updatedAt: new Date(r.updatedAt as string | number | Date) }));
}
