import type Router from '@koa/router';
import { type AppState, idParam, parseBody, parseQuery, route } from '@balcao/core';
import { queueBody, queuePatch } from './queue-schemas.js';
import { optionBody, optionPatch, optionQuery } from './queue-option-schemas.js';
import type { QueueServices } from './services/queue-services.js';

type Ctx = { state: AppState };
const companyOf = (ctx: Ctx) => ctx.state.user!.companyId;

/** HTTP only: parse the request, call a service, answer (Whaticket's paths and shapes, spec §7). */
export function queueRoutes(router: Router<AppState>, queues: QueueServices) {
  const tags = ['queues'];
  route(router, { method: 'get', path: '/queue', summary: "The company's queues", tags }, async (ctx) => {
    ctx.body = await queues.listQueues(companyOf(ctx));
  });
  route(router, { method: 'get', path: '/queue/:id', summary: 'One queue', tags }, async (ctx) => {
    ctx.body = await queues.findQueue(companyOf(ctx), idParam(ctx));
  });
  route(
    router,
    {
      method: 'post',
      path: '/queue',
      summary: 'Create a queue (admin)',
      tags,
      body: queueBody,
      permission: 'queues:manage',
    },
    async (ctx) => {
      ctx.body = await queues.createQueue(companyOf(ctx), parseBody(ctx, queueBody));
    },
  );
  route(
    router,
    {
      method: 'put',
      path: '/queue/:id',
      summary: 'Change a queue (admin)',
      tags,
      body: queuePatch,
      permission: 'queues:manage',
    },
    async (ctx) => {
      ctx.body = await queues.updateQueue(companyOf(ctx), idParam(ctx), parseBody(ctx, queuePatch));
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: '/queue/:id',
      summary: 'Delete a queue and its options (admin)',
      tags,
      permission: 'queues:manage',
    },
    async (ctx) => {
      await queues.deleteQueue(companyOf(ctx), idParam(ctx));
      ctx.body = { message: 'Queue deleted' };
    },
  );
}

/** The chatbot options of a queue (Whaticket's QueueOptions stepper). */
export function queueOptionRoutes(router: Router<AppState>, queues: QueueServices) {
  const tags = ['queues'];
  route(
    router,
    {
      method: 'get',
      path: '/queue-options',
      summary: 'Queue options: parentId -1 for the top level, an id for its children',
      tags,
      query: optionQuery,
    },
    async (ctx) => {
      const { queueId, parentId, queueOptionId } = parseQuery(ctx, optionQuery);
      ctx.body = await queues.filterOptions(companyOf(ctx), {
        queueId,
        // Whaticket: -1 is the top level, a positive id that option's children, anything else no filter
        parentId: parentId === -1 ? null : parentId && parentId > 0 ? parentId : undefined,
        id: queueOptionId,
      });
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/queue-options',
      summary: 'Add a queue option (admin)',
      tags,
      body: optionBody,
      permission: 'queues:manage',
    },
    async (ctx) => {
      ctx.body = await queues.createOption(companyOf(ctx), parseBody(ctx, optionBody));
    },
  );
  route(
    router,
    {
      method: 'put',
      path: '/queue-options/:id',
      summary: 'Change a queue option (admin)',
      tags,
      body: optionPatch,
      permission: 'queues:manage',
    },
    async (ctx) => {
      ctx.body = await queues.updateOption(companyOf(ctx), idParam(ctx), parseBody(ctx, optionPatch));
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: '/queue-options/:id',
      summary: 'Delete an option and its subtree (admin)',
      tags,
      permission: 'queues:manage',
    },
    async (ctx) => {
      await queues.deleteOption(companyOf(ctx), idParam(ctx));
      ctx.body = { message: 'Option deleted' };
    },
  );
}
