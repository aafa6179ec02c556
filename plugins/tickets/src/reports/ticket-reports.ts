import type { DashboardFilter } from './tracking-period.js';
import type { DayRange } from './report-range.js';
import { countTicketsByTime } from './count-tickets-by-time.js';
import { countTicketsByUser } from './count-tickets-by-user.js';
import type { ReportDeps } from './report-deps.js';
import { getDashboard } from './get-dashboard.js';
import { breakdown } from './breakdown.js';
import { builtInDimensions } from './built-in-dimensions.js';
import { ReportDimensions, type ReportDimension } from './report-dimensions.js';

/**
 * The figures computed from the tickets' lives (`ticket_traking`), ratings and tickets, which the dashboard plugin
 * and the reports plugin serve (spec §3 Dashboard): the queries live with the tables they read.
 */
export function ticketReports(deps: ReportDeps) {
  const dimensions = new ReportDimensions();
  for (const dimension of builtInDimensions(deps.db)) dimensions.register(dimension);
  return {
    dashboard: (companyId: number, filter: DashboardFilter, now?: Date) =>
      getDashboard(deps, companyId, filter, now),
    ticketsByTime: (companyId: number, range: DayRange) => countTicketsByTime(deps, companyId, range),
    ticketsByUser: (companyId: number, range: DayRange) => countTicketsByUser(deps, companyId, range),
    /** the period's figures split by a registered dimension; undefined when no dimension has that name */
    breakdown: (companyId: number, range: DayRange, by: string) => {
      const dimension = dimensions.get(by);
      return dimension && breakdown(deps, companyId, range, dimension);
    },
    /** where a plugin adds a way to split the reports (the tags plugin: by tag); docs/plugins.md */
    registerDimension: (dimension: ReportDimension) => dimensions.register(dimension),
    dimensionNames: () => dimensions.names(),
  };
}

export type TicketReports = ReturnType<typeof ticketReports>;
