import { api } from '@balcao/kit';

/** GET /dashboard (spec §3 Dashboard): times are whole minutes. */
export interface Dashboard {
  counters: {
    avgSupportTime: number;
    avgWaitTime: number;
    supportHappening: number;
    supportPending: number;
    supportFinished: number;
    leads: number;
  };
  attendants: Attendant[];
  /** rates 1 to 3 of the period per attendant and per queue; absent on an older server */
  ratings?: Ratings;
}
/** One attendant's or queue's rates: the average (1 to 3) and how many; id null is "no queue" */
export interface RatingLine {
  id: number | null;
  name: string;
  average: number;
  count: number;
}
export interface Ratings {
  attendants: RatingLine[];
  queues: RatingLine[];
}
export interface Attendant {
  id: number;
  name: string;
  avgSupportTime: number;
  tickets: number;
  /** average rate 1 to 3; 0 when nobody rated */
  rating: number;
  online: boolean;
}
/** GET /dashboard/ticketsDay for one day: every hour 0..23 */
export interface TicketsToday {
  count: number;
  data: { horario: number; total: number }[];
}

/** The query of GET /dashboard: `days`, or `date_from`/`date_to` (YYYY-MM-DD). */
export type DashboardParams = { days?: number; date_from?: string; date_to?: string };

export const fetchDashboard = (params: DashboardParams, signal?: AbortSignal) =>
  api.get<Dashboard>('/dashboard', params, signal);

/** Without dates the server counts its own today (Brasília's), whatever the browser's clock says. */
export const fetchTicketsToday = (signal?: AbortSignal) =>
  api.get<TicketsToday>('/dashboard/ticketsDay', undefined, signal);
