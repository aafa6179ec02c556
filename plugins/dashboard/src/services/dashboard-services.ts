import type { DashboardFilter, DayRange, TicketServices } from '@balcao/plugin-tickets';

/**
 * The services bound to the kernel: what the routes call and what `ctx.services('dashboard')` hands out. The
 * figures come from the tickets plugin's reports, which own the tables they read.
 */
export function dashboardServices(tickets: Pick<TicketServices, 'reports'>) {
  return {
    get: (companyId: number, filter: DashboardFilter, now?: Date) =>
      tickets.reports.dashboard(companyId, filter, now),
    ticketsByTime: (companyId: number, range: DayRange) => tickets.reports.ticketsByTime(companyId, range),
    ticketsByUser: (companyId: number, range: DayRange) => tickets.reports.ticketsByUser(companyId, range),
  };
}

export type DashboardServices = ReturnType<typeof dashboardServices>;
