import { api } from '@balcao/kit';
import type { Dashboard, TicketsByTime } from '@balcao/plugin-tickets/contracts';

export type {
  Dashboard,
  DashboardAttendant as Attendant,
  RatingLine,
  Ratings,
} from '@balcao/plugin-tickets/contracts';
/** GET /dashboard/ticketsDay for one day: every hour 0..23 */
export type TicketsToday = Extract<TicketsByTime, { data: Array<{ horario: number }> }>;

/** The query of GET /dashboard: `days`, or `date_from`/`date_to` (YYYY-MM-DD). */
type DashboardParams = { days?: number; date_from?: string; date_to?: string };

export const fetchDashboard = (params: DashboardParams, signal?: AbortSignal) =>
  api.get<Dashboard>('/dashboard', params, signal);

/** Without dates the server counts its own today (Brasília's), whatever the browser's clock says. */
export const fetchTicketsToday = (signal?: AbortSignal) =>
  api.get<TicketsToday>('/dashboard/ticketsDay', undefined, signal);
