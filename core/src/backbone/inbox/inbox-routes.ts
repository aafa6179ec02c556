import Router from '@koa/router';
import { z } from 'zod';
import { requireAdmin } from '../../auth/require-auth.js';
import type { AppState } from '../../http/state.js';
import { pageNumber, parseQuery } from '../../http/validate.js';
import { route } from '../../http/route.js';
import type { InboxStore } from './inbox-store.js';

const PAGE = 50;
const listQuery = z.object({ pageNumber: pageNumber() });

/**
 * GET /inbox/failed: inbox events that used every try, newest first, with the error and the payload kept.
 * An admin sees their company's; a super user every company's.
 */
export function inboxRoutes(store: InboxStore) {
  const router = new Router<AppState>();
  const spec = {
    method: 'get',
    path: '/inbox/failed',
    summary: 'Inbox events that used every try (admin: own company; super: all)',
    query: listQuery,
  } as const;
  route(router, spec, requireAdmin, async (ctx) => {
    const { pageNumber } = parseQuery(ctx, listQuery);
    const user = ctx.state.user;
    const rows = await store.failed({
      ...(user.super ? {} : { companyId: user.companyId }),
      limit: PAGE + 1,
      offset: (pageNumber - 1) * PAGE,
    });
    ctx.body = {
      events: rows.slice(0, PAGE).map((r) => ({
        id: r.event.id,
        companyId: r.event.companyId,
        connectionId: r.event.connectionId,
        kind: r.event.kind,
        waId: r.event.waId,
        chatKey: r.event.chatKey,
        attempts: r.event.attempts,
        lastError: r.lastError,
        payload: r.event.payload,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      })),
      hasMore: rows.length > PAGE,
    };
  });
  return router;
}
