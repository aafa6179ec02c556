import type { DashboardFilter } from '../tracking-period.js';
import type { DayRange } from '../report-range.js';
import { countTicketsByTime } from './count-tickets-by-time.js';
import { countTicketsByUser } from './count-tickets-by-user.js';
import type { DashboardDeps } from './dashboard-deps.js';
import { getDashboard } from './get-dashboard.js';

/** The services bound to the kernel: what the routes call and what `ctx.services('dashboard')` hands out. */
export function dashboardServices(deps: DashboardDeps) {
  return {
    get: (companyId: number, filter: DashboardFilter, now?: Date) =>
      getDashboard(deps, companyId, filter, now),
    ticketsByTime: (companyId: number, range: DayRange) => countTicketsByTime(deps, companyId, range),
    ticketsByUser: (companyId: number, range: DayRange) => countTicketsByUser(deps, companyId, range),
  };
}

export type DashboardServices = ReturnType<typeof dashboardServices>;
