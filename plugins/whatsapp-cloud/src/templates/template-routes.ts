import type Router from '@koa/router';
import { idParam, route, type AppState } from '@balcao/core';
import { listTemplates, syncTemplates, type TemplateDeps } from './template-store.js';

const tags = ['whatsapp-cloud'];

/** A Cloud connection's message templates: read by anyone of the company (the composer), synced by its admins. */
export function templateRoutes(router: Router<AppState>, deps: TemplateDeps) {
  route(
    router,
    {
      method: 'get',
      path: '/whatsapp-cloud/:id/templates',
      summary: "A Cloud API connection's message templates, as last synced from Meta (Balcão-only)",
      tags,
      errors: ['ERR_NO_CLOUD_CONNECTION'],
    },
    async (ctx) => {
      ctx.body = { templates: await listTemplates(deps, ctx.state.user.companyId, idParam(ctx)) };
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/whatsapp-cloud/:id/templates/sync',
      summary: "Reads the business account's templates from Meta into the list (Balcão-only)",
      tags,
      permission: 'whatsapp-cloud:manage',
      errors: ['ERR_NO_CLOUD_CONNECTION', 'ERR_CLOUD_NOT_CONFIGURED', 'ERR_CLOUD_GRAPH_FAILED'],
    },
    async (ctx) => {
      ctx.body = { templates: await syncTemplates(deps, ctx.state.user.companyId, idParam(ctx)) };
    },
  );
}
