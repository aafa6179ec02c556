import type Router from '@koa/router';
import { AppError, type AppState, idParam, multipart, parseBody, parseQuery, route } from '@balcao/core';
import { mediaUploadFields, scheduleBody, schedulePageQuery, schedulePatch } from './schedule-schemas.js';
import type { ScheduleServices } from './services/schedule-services.js';

/** HTTP only: parse, call a service, answer with Whaticket's paths and shapes (spec §7). */
export function scheduleRoutes(router: Router<AppState>, ss: ScheduleServices, opts: { maxBytes: number }) {
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
  route(
    router,
    {
      method: 'post',
      path: `${base}/:id/media-upload`,
      summary: 'Attach an image (multipart: file)',
      tags,
      body: mediaUploadFields,
    },
    multipart({ maxBytes: opts.maxBytes, maxFiles: 1 }),
    async (ctx) => {
      const id = idParam(ctx);
      parseBody(ctx, mediaUploadFields);
      const file = ctx.request.files?.find((f) => f.fieldname === 'file');
      if (!file) throw new AppError('ERR_VALIDATION', 400, { fields: { file: 'Obrigatório' } });
      await ss.attachMedia(ctx.state.user, id, file);
      ctx.body = { mensagem: 'Arquivo Anexado' };
    },
  );
  route(
    router,
    { method: 'delete', path: `${base}/:id/media-upload`, summary: "Remove a schedule's image", tags },
    async (ctx) => {
      await ss.removeMedia(ctx.state.user, idParam(ctx));
      ctx.body = { mensagem: 'Arquivo Excluído' };
    },
  );
}
