import type Router from '@koa/router';
import { type AppState, crudRoutes, idParam, parseQuery, route } from '@balcao/core';
import type { EventNames } from './contracts.js';
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
      // the catalogue is a readonly tuple: the contract's names, read only
      ctx.body = { events: webhookEvents } satisfies Record<keyof EventNames, readonly string[]>;
    },
  );
  crudRoutes(router, {
    path: '/event-webhooks',
    tags,
    permission,
    index: {
      summary: "The company's webhook subscriptions",
      run: ({ user }) => webhooks.list(user.companyId),
    },
    show: { summary: 'One webhook subscription', run: ({ user, id }) => webhooks.find(user.companyId, id) },
    create: {
      summary: 'Subscribe a URL to events (the signing secret is answered this once)',
      body: subscriptionBody,
      status: 201,
      run: ({ user, body }) => webhooks.create(user.companyId, body),
    },
    update: {
      summary: 'Change a subscription; status active resumes a paused one',
      body: subscriptionPatch,
      run: ({ user, id, body }) => webhooks.update(user.companyId, id, body),
    },
    delete: {
      summary: 'Delete a subscription and its log',
      run: ({ user, id }) => webhooks.delete(user.companyId, id),
      answer: { message: 'Webhook deleted' },
    },
  });
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
