import type Router from '@koa/router';
import { type AppState, parseQuery, route } from '@balcao/core';
import {
  dashboardAnswer,
  dashboardQuery,
  reportQuery,
  ticketsByTimeAnswer,
  ticketsByUserAnswer,
} from './dashboard-schemas.js';
import { reportRange } from '@balcao/plugin-tickets';
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
  route(
    router,
    {
      method: 'get',
      path: '/dashboard/ticketsDay',
      summary: 'Tickets per hour of a day, or per day of a range (admin)',
      tags,
      query: reportQuery,
      response: ticketsByTimeAnswer,
      permission: 'dashboard:view',
    },
    async (ctx) => {
      ctx.body = await dashboard.ticketsByTime(
        ctx.state.user.companyId,
        reportRange(parseQuery(ctx, reportQuery)),
      );
    },
  );
  route(
    router,
    {
      method: 'get',
      path: '/dashboard/ticketsUsers',
      summary: 'Conversations per attendant in a range of days (admin)',
      tags,
      query: reportQuery,
      response: ticketsByUserAnswer,
      permission: 'dashboard:view',
    },
    async (ctx) => {
      ctx.body = await dashboard.ticketsByUser(
        ctx.state.user.companyId,
        reportRange(parseQuery(ctx, reportQuery)),
      );
    },
  );
}
