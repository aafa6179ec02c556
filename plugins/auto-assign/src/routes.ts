import type Router from '@koa/router';
import { type AppState, idParam, parseBody, route } from '@balcao/core';
import { autoAssignPatch } from './settings-schemas.js';
import type { AutoAssignServices } from './services/auto-assign-services.js';

type Ctx = { state: AppState };
const companyOf = (ctx: Ctx) => ctx.state.user!.companyId;

/** A queue's auto-assignment settings: anyone of the company reads them, admins change them. */
export function autoAssignRoutes(router: Router<AppState>, services: AutoAssignServices) {
  const tags = ['auto-assign'];
  const path = '/queues/:queueId/auto-assign';
  route(router, { method: 'get', path, summary: "A queue's auto-assignment settings", tags }, async (ctx) => {
    ctx.body = await services.settings(companyOf(ctx), idParam(ctx, 'queueId'));
  });
  route(
    router,
    {
      method: 'put',
      path,
      summary: "Change a queue's auto-assignment (admin)",
      tags,
      body: autoAssignPatch,
      permission: 'auto-assign:configure',
    },
    async (ctx) => {
      const companyId = companyOf(ctx);
      const queueId = idParam(ctx, 'queueId');
      ctx.body = await services.configure(companyId, queueId, parseBody(ctx, autoAssignPatch));
    },
  );
}
