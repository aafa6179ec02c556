import type Router from '@koa/router';
import { type AppState, parseQuery, route } from '@balcao/core';
import type { TicketReports } from '@balcao/plugin-tickets';
import { reportAnswer, reportQuery } from './report-schemas.js';

/** GET /reports: the company's figures for a period, split by one dimension. The company is the caller's. */
export function reportRoutes(router: Router<AppState>, reports: TicketReports) {
  const query = reportQuery(() => reports.dimensionNames());
  route(
    router,
    {
      method: 'get',
      path: '/reports',
      summary: 'Volumes, wait, first response and resolution times and ratings of a period, by a dimension',
      tags: ['reports'],
      query,
      response: reportAnswer,
      permission: 'reports:view',
    },
    async (ctx) => {
      const q = parseQuery(ctx, query);
      const range = { from: q.initialDate, to: q.finalDate };
      // `by` was checked against the registered dimensions: there is one
      ctx.body = await reports.breakdown(ctx.state.user.companyId, range, q.by);
    },
  );
}
