import type { DashboardFilter } from './tracking-period.js';
import type { DayRange } from './report-range.js';
import { countTicketsByTime } from './count-tickets-by-time.js';
import { countTicketsByUser } from './count-tickets-by-user.js';
import type { ReportDeps } from './report-deps.js';
import { getDashboard } from './get-dashboard.js';

/**
 * The figures computed from the tickets' lives (`ticket_traking`), ratings and tickets, which the dashboard plugin
 * serves (spec §3 Dashboard): the queries live with the tables they read.
 */
export function ticketReports(deps: ReportDeps) {
  return {
    dashboard: (companyId: number, filter: DashboardFilter, now?: Date) =>
      getDashboard(deps, companyId, filter, now),
    ticketsByTime: (companyId: number, range: DayRange) => countTicketsByTime(deps, companyId, range),
    ticketsByUser: (companyId: number, range: DayRange) => countTicketsByUser(deps, companyId, range),
  };
}

export type TicketReports = ReturnType<typeof ticketReports>;
