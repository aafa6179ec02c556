import type { Knex } from 'knex';
import type { TenantTable } from '@balcao/core';
import { addDays, startOfDay, type Day } from './company-time.js';

/** The dashboard's filter, validated (dashboard-schemas.ts). */
export interface DashboardFilter {
  days?: number;
  dateFrom?: Day;
  dateTo?: Day;
}

/**
 * When a ticket life started waiting: queued_at, as Whaticket reads it, or the row's creation for a ticket that
 * never went through a queue (Whaticket leaves those out of every figure; a company without queues would see none).
 */
export const waitingSince = 'coalesce(tt.queued_at, tt.created_at)';

/**
 * The ticket lives (`ticket_traking as tt`) a dashboard counts, Whaticket's filter: `days` is a rolling window
 * back from now, `date_from` bounds when they started waiting, `date_to` when they finished (so a life still
 * going is left out once `date_to` is given). Days are the company's (company-time.ts).
 */
export function periodRows(t: TenantTable, filter: DashboardFilter, now: Date): Knex.QueryBuilder {
  const rows = t('ticketTraking as tt');
  if (filter.days) rows.whereRaw(`${waitingSince} >= ?`, [new Date(now.getTime() - filter.days * 864e5)]);
  if (filter.dateFrom) rows.whereRaw(`${waitingSince} >= ?`, [startOfDay(filter.dateFrom)]);
  if (filter.dateTo) rows.where('tt.finishedAt', '<', startOfDay(addDays(filter.dateTo, 1)));
  return rows;
}
