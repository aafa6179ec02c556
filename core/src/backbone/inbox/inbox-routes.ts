import Router from '@koa/router';
import { z } from 'zod';
import type { AppState } from '../../http/state.js';
import { idParam, pageNumber, parseQuery } from '../../http/validate.js';
import { route } from '../../http/route.js';
import { AppError } from '../../errors/app-error.js';
import type { InboxProcessor } from './inbox-processor.js';
import type { InboxStore } from './inbox-store.js';

const PAGE = 50;
const listQuery = z.object({ pageNumber: pageNumber() });

/**
 * GET /inbox/failed: inbox events that used every try, newest first, with the error and the payload kept.
 * An admin sees their company's; a super user every company's.
 * POST /inbox/failed/:id/retry and POST /inbox/failed/retry: after fixing the cause, an admin puts one (or
 * every) failed event of their company back to pending, with fresh tries; a super user may retry any one.
 */
export function inboxRoutes(store: InboxStore, inbox: InboxProcessor) {
  const router = new Router<AppState>();
  const spec = {
    method: 'get',
    path: '/inbox/failed',
    summary: 'Inbox events that used every try (admin: own company; super: all)',
    query: listQuery,
  } as const;
  route(router, { ...spec, permission: 'inbox:retry' }, async (ctx) => {
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
  route(
    router,
    {
      method: 'post',
      path: '/inbox/failed/retry',
      summary: "Retry every failed inbox event of the caller's company",
      permission: 'inbox:retry',
    },
    async (ctx) => {
      ctx.body = { retried: await inbox.retryFailed({ companyId: ctx.state.user.companyId }) };
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/inbox/failed/:id/retry',
      summary: 'Retry one failed inbox event (admin: own company; super: any)',
      permission: 'inbox:retry',
    },
    async (ctx) => {
      const id = idParam(ctx);
      const user = ctx.state.user;
      const retried = await inbox.retryFailed({ id, ...(user.super ? {} : { companyId: user.companyId }) });
      // another company's event, one that is not failed, or none: the same answer
      if (retried === 0) throw new AppError('ERR_INBOX_EVENT_NOT_FOUND', 404);
      ctx.body = { retried };
    },
  );
  return router;
}
