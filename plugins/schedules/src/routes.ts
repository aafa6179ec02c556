import type Router from '@koa/router';
import { type AppState, type MediaUploads, crudRoutes, mediaUploadRoutes } from '@balcao/core';
import { scheduleBody, schedulePageQuery, schedulePatch } from './schedule-schemas.js';
import type { ScheduleServices } from './services/schedule-services.js';

/** HTTP only: parse, call a service, answer with Whaticket's paths and shapes (spec §7). */
export function scheduleRoutes(router: Router<AppState>, ss: ScheduleServices, opts: MediaUploads) {
  const tags = ['schedules'];
  const base = '/schedules';
  crudRoutes(router, {
    path: base,
    tags,
    index: {
      summary: 'A page of schedules: { schedules, count, hasMore }',
      query: schedulePageQuery,
      run: ({ user, query }) => ss.page(user, query),
    },
    show: { summary: 'One schedule', run: ({ user, id }) => ss.find(user, id) },
    create: {
      summary: 'Schedule a message',
      body: scheduleBody,
      run: ({ user, body }) => ss.create(user, body),
    },
    update: {
      summary: 'Change a schedule not sent yet',
      body: schedulePatch,
      run: ({ user, id, body }) => ss.update(user, id, body),
    },
    delete: {
      summary: 'Delete a schedule',
      run: ({ user, id }) => ss.delete(user, id),
      answer: { message: 'Schedule deleted' },
    },
  });
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
