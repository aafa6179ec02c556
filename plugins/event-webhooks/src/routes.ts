import type Router from '@koa/router';
import { type AppState, idParam, parseBody, parseQuery, route } from '@balcao/core';
import { webhookEvents } from './event-catalogue.js';
import { deliveriesQuery, subscriptionBody, subscriptionPatch } from './webhook-schemas.js';
import type { WebhookServices } from './services/webhook-services.js';

/** HTTP only: parse, call a service, answer. Every route is the company admin's (event-webhooks:manage). */
export function eventWebhookRoutes(router: Router<AppState>, webhooks: WebhookServices) {
  const tags = ['event-webhooks'];
  const permission = 'event-webhooks:manage';
  const companyOf = (ctx: { state: AppState }) => ctx.state.user.companyId;
  route(
    router,
    {
      method: 'get',
      path: '/event-webhooks/events',
      summary: 'The events a webhook can subscribe to',
      tags,
      permission,
    },
    (ctx) => {
      ctx.body = { events: webhookEvents };
    },
  );
  route(
    router,
    {
      method: 'get',
      path: '/event-webhooks',
      summary: "The company's webhook subscriptions",
      tags,
      permission,
    },
    async (ctx) => {
      ctx.body = await webhooks.list(companyOf(ctx));
    },
  );
  route(
    router,
    { method: 'get', path: '/event-webhooks/:id', summary: 'One webhook subscription', tags, permission },
    async (ctx) => {
      ctx.body = await webhooks.find(companyOf(ctx), idParam(ctx));
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/event-webhooks',
      summary: 'Subscribe a URL to events (the signing secret is answered this once)',
      tags,
      body: subscriptionBody,
      status: 201,
      permission,
    },
    async (ctx) => {
      ctx.body = await webhooks.create(companyOf(ctx), parseBody(ctx, subscriptionBody));
      ctx.status = 201;
    },
  );
  route(
    router,
    {
      method: 'put',
      path: '/event-webhooks/:id',
      summary: 'Change a subscription; status active resumes a paused one',
      tags,
      body: subscriptionPatch,
      permission,
    },
    async (ctx) => {
      ctx.body = await webhooks.update(companyOf(ctx), idParam(ctx), parseBody(ctx, subscriptionPatch));
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: '/event-webhooks/:id',
      summary: 'Delete a subscription and its log',
      tags,
      permission,
    },
    async (ctx) => {
      await webhooks.delete(companyOf(ctx), idParam(ctx));
      ctx.body = { message: 'Webhook deleted' };
    },
  );
  route(
    router,
    {
      method: 'get',
      path: '/event-webhooks/:id/deliveries',
      summary: "A page of a subscription's deliveries, newest first",
      tags,
      query: deliveriesQuery,
      permission,
    },
    async (ctx) => {
      const { pageNumber } = parseQuery(ctx, deliveriesQuery);
      ctx.body = await webhooks.deliveries(companyOf(ctx), idParam(ctx), pageNumber);
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/event-webhooks/deliveries/:id/replay',
      summary: 'Send a delivery again now (one try, the same delivery id)',
      tags,
      status: 202,
      permission,
    },
    async (ctx) => {
      ctx.body = await webhooks.replay(companyOf(ctx), idParam(ctx));
      ctx.status = 202;
    },
  );
}
