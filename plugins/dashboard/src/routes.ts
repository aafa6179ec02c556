import type Router from '@koa/router';
import type { ZodType } from 'zod';
import { type AppState, parseQuery, route } from '@balcao/core';
import {
  dashboardAnswer,
  dashboardQuery,
  reportQuery,
  ticketsByTimeAnswer,
  ticketsByUserAnswer,
} from './dashboard-schemas.js';
import { reportRange, type DayRange } from '@balcao/plugin-tickets';
import type { DashboardServices } from './services/dashboard-services.js';

/**
 * HTTP only (Whaticket's paths, query names and shapes, spec §7). Spec §6 gives the dashboard view to admins:
 * anyone else gets 403 ERR_NO_PERMISSION. The company is always the caller's.
 */
export function dashboardRoutes(router: Router<AppState>, dashboard: DashboardServices) {
  const tags = ['dashboard'];
  route(
    router,
    {
      method: 'get',
      path: '/dashboard',
      summary: 'Counters and attendants of a period (admin)',
      tags,
      query: dashboardQuery,
      response: dashboardAnswer,
      permission: 'dashboard:view',
    },
    async (ctx) => {
      const q = parseQuery(ctx, dashboardQuery);
      ctx.body = await dashboard.get(ctx.state.user.companyId, {
        days: q.days,
        dateFrom: q.date_from,
        dateTo: q.date_to,
      });
    },
  );
  // the two reports of a range of days: the same query, each its own answer
  const report = (
    path: string,
    summary: string,
    response: ZodType,
    run: (companyId: number, range: DayRange) => Promise<unknown>,
  ) =>
    route(
      router,
      { method: 'get', path, summary, tags, query: reportQuery, response, permission: 'dashboard:view' },
      async (ctx) => {
        ctx.body = await run(ctx.state.user.companyId, reportRange(parseQuery(ctx, reportQuery)));
      },
    );
  report(
    '/dashboard/ticketsDay',
    'Tickets per hour of a day, or per day of a range (admin)',
    ticketsByTimeAnswer,
    (companyId, range) => dashboard.ticketsByTime(companyId, range),
  );
  report(
    '/dashboard/ticketsUsers',
    'Conversations per attendant in a range of days (admin)',
    ticketsByUserAnswer,
    (companyId, range) => dashboard.ticketsByUser(companyId, range),
  );
}
