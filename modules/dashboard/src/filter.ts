import { isoDay } from '@balcao/kit';

/** The dashboard filter of spec §2: by date range or by period (none/3/7/15/30/60/90 days). */
export type FilterType = 'date' | 'period';
export const PERIODS = [0, 3, 7, 15, 30, 60, 90] as const;

export interface Filter {
  type: FilterType;
  /** YYYY-MM-DD, '' when emptied */
  dateFrom: string;
  dateTo: string;
  /** 0 is "none selected" */
  days: number;
}

/** Spec §2: by date, from the first day of the month to today. */
export function defaultFilter(now = new Date()): Filter {
  return {
    type: 'date',
    dateFrom: isoDay(new Date(now.getFullYear(), now.getMonth(), 1)),
    dateTo: isoDay(now),
    days: 0,
  };
}

/**
 * The query GET /dashboard gets, as Whaticket's client builds it: only the chosen type's fields. Null when there is
 * nothing to filter by (spec §5: 'Parametrize o filtro'), so the page says so without asking the server.
 */
export function dashboardParams(f: Filter): { days?: number; date_from?: string; date_to?: string } | null {
  if (f.type === 'period') return f.days > 0 ? { days: f.days } : null;
  if (!f.dateFrom && !f.dateTo) return null;
  return { date_from: f.dateFrom || undefined, date_to: f.dateTo || undefined };
}
