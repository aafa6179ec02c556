import type Router from '@koa/router';
import { type AppState, idParam, parseBody, parseQuery, route } from '@balcao/core';
import { eventWebhooksBody, eventWebhooksPatch, eventWebhooksQuery } from './event-webhooks-schemas.js';
import type { EventWebhooksServices } from './services/event-webhooks-services.js';

/** HTTP only: parse the request, call a service, answer. route() also documents each one in /openapi.json. */
export function eventWebhooksRoutes(router: Router<AppState>, items: EventWebhooksServices) {
  const tags = ['event-webhooks'];
  route(
    router,
    { method: 'get', path: '/event-webhooks', summary: 'A page of records', tags, query: eventWebhooksQuery },
    async (ctx) => {
      ctx.body = await items.list(ctx.state.user.companyId, parseQuery(ctx, eventWebhooksQuery));
    },
  );
  route(router, { method: 'get', path: '/event-webhooks/:id', summary: 'One record', tags }, async (ctx) => {
    ctx.body = await items.find(ctx.state.user.companyId, idParam(ctx));
  });
  route(
    router,
    {
      method: 'post',
      path: '/event-webhooks',
      summary: 'Create a record',
      tags,
      body: eventWebhooksBody,
      status: 201,
    },
    async (ctx) => {
      ctx.body = await items.create(ctx.state.user.companyId, parseBody(ctx, eventWebhooksBody));
      ctx.status = 201;
    },
  );
  route(
    router,
    {
      method: 'put',
      path: '/event-webhooks/:id',
      summary: 'Change a record',
      tags,
      body: eventWebhooksPatch,
    },
    async (ctx) => {
      ctx.body = await items.update(
        ctx.state.user.companyId,
        idParam(ctx),
        parseBody(ctx, eventWebhooksPatch),
      );
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: '/event-webhooks/:id',
      summary: 'Delete a record (admin)',
      tags,
      permission: 'event-webhooks:delete',
    },
    async (ctx) => {
      await items.delete(ctx.state.user.companyId, idParam(ctx));
      ctx.body = { message: 'deleted' };
    },
  );
}
