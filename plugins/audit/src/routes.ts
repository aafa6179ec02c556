import type Router from '@koa/router';
import { type AppState, parseQuery, route } from '@balcao/core';
import { auditLogQuery } from './audit-schemas.js';
import { findLogs, type FindDeps } from './services/find-logs.js';

/**
 * The log's one route, a read (Balcão's own, docs/compatibility.md). The plugin has no route that changes or
 * deletes a row: the log is append-only (test/append-only.test.ts).
 */
export function auditRoutes(router: Router<AppState>, deps: FindDeps) {
  route(
    router,
    {
      method: 'get',
      path: '/audit-logs',
      summary: 'The audit log, newest first: the company’s (admins), every company’s (super users)',
      tags: ['audit'],
      query: auditLogQuery,
      permission: 'audit:view',
      errors: ['ERR_NO_PERMISSION'],
    },
    async (ctx) => {
      ctx.body = await findLogs(deps, ctx.state.user, parseQuery(ctx, auditLogQuery));
    },
  );
}
