import type { TenantDb } from '@balcao/core';
import type { Knex } from 'knex';
import { whereVisible } from '../services/visible-tickets.js';
import type { TicketViewer } from '../services/ticket-viewer.js';

/** which tickets: of these contacts, or among these ids (each a subquery another plugin builds) */
export type TicketFilter = { contactIds: Knex.QueryBuilder } | { ids: Knex.QueryBuilder };

/** The ids of the tickets the viewer may see among `filter`, latest activity first, at most `limit`. */
export async function visibleTicketIds(
  db: TenantDb,
  viewer: TicketViewer,
  filter: TicketFilter,
  limit: number,
): Promise<number[]> {
  const q = db.tenant(viewer.companyId)('tickets');
  if ('contactIds' in filter) q.whereIn('tickets.contactId', filter.contactIds);
  else q.whereIn('tickets.id', filter.ids);
  whereVisible(q, viewer);
  const rows: Array<{ id: number }> = await q
    .select('tickets.id')
    .orderBy('tickets.updatedAt', 'desc')
    .limit(limit);
  return rows.map((r) => Number(r.id));
}
