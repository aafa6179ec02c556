import type Router from '@koa/router';
import {
  type AppState,
  type MediaStore,
  idParam,
  mediaUploadRoutes,
  parseBody,
  parseQuery,
  route,
} from '@balcao/core';
import { scheduleBody, schedulePageQuery, schedulePatch } from './schedule-schemas.js';
import type { ScheduleServices } from './services/schedule-services.js';

/** HTTP only: parse, call a service, answer with Whaticket's paths and shapes (spec §7). */
export function scheduleRoutes(
  router: Router<AppState>,
  ss: ScheduleServices,
  opts: { maxBytes: number; media: MediaStore },
) {
  const tags = ['schedules'];
  const base = '/schedules';
  route(
    router,
    {
      method: 'get',
      path: base,
      summary: 'A page of schedules: { schedules, count, hasMore }',
      tags,
      query: schedulePageQuery,
    },
    async (ctx) => {
      ctx.body = await ss.page(ctx.state.user, parseQuery(ctx, schedulePageQuery));
    },
  );
  route(router, { method: 'get', path: `${base}/:id`, summary: 'One schedule', tags }, async (ctx) => {
    ctx.body = await ss.find(ctx.state.user, idParam(ctx));
  });
  route(
    router,
    { method: 'post', path: base, summary: 'Schedule a message', tags, body: scheduleBody },
    async (ctx) => {
      ctx.body = await ss.create(ctx.state.user, parseBody(ctx, scheduleBody));
    },
  );
  route(
    router,
    {
      method: 'put',
      path: `${base}/:id`,
      summary: 'Change a schedule not sent yet',
      tags,
      body: schedulePatch,
    },
    async (ctx) => {
      ctx.body = await ss.update(ctx.state.user, idParam(ctx), parseBody(ctx, schedulePatch));
    },
  );
  route(
    router,
    { method: 'delete', path: `${base}/:id`, summary: 'Delete a schedule', tags },
    async (ctx) => {
      await ss.delete(ctx.state.user, idParam(ctx));
      ctx.body = { message: 'Schedule deleted' };
    },
  );
  mediaUploadRoutes(router, {
    path: base,
    tags,
    noun: 'a schedule',
    maxBytes: opts.maxBytes,
    media: opts.media,
    authorize: (ctx, id) => ss.mayAttach(ctx.state.user, id),
    attach: (ctx, id, file) => ss.attachMedia(ctx.state.user, id, file),
    remove: (ctx, id) => ss.removeMedia(ctx.state.user, id),
  });
}
