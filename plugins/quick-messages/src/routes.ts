import type Router from '@koa/router';
import { AppError, type AppState, idParam, multipart, parseBody, parseQuery, route } from '@balcao/core';
import {
  mediaUploadFields,
  quickMessageBody,
  quickMessageListQuery,
  quickMessagePageQuery,
  quickMessagePatch,
} from './quick-message-schemas.js';
import type { QuickMessageServices } from './services/quick-message-services.js';

/** HTTP only: parse the request, call a service, answer (Whaticket's paths and shapes, spec §7). */
export function quickMessageRoutes(
  router: Router<AppState>,
  qms: QuickMessageServices,
  opts: { maxBytes: number },
) {
  const tags = ['quick-messages'];
  const base = '/quick-messages';
  route(
    router,
    {
      method: 'get',
      path: base,
      summary: 'A page of quick messages: { records, count, hasMore }',
      tags,
      query: quickMessagePageQuery,
    },
    async (ctx) => {
      ctx.body = await qms.page(ctx.state.user, parseQuery(ctx, quickMessagePageQuery));
    },
  );
  // before /quick-messages/:id, which would otherwise take "list" for an id
  route(
    router,
    {
      method: 'get',
      path: `${base}/list`,
      summary: "A user's and the general quick messages",
      tags,
      query: quickMessageListQuery,
    },
    async (ctx) => {
      ctx.body = await qms.list(ctx.state.user, parseQuery(ctx, quickMessageListQuery));
    },
  );
  route(router, { method: 'get', path: `${base}/:id`, summary: 'One quick message', tags }, async (ctx) => {
    ctx.body = await qms.find(ctx.state.user, idParam(ctx));
  });
  route(
    router,
    {
      method: 'post',
      path: base,
      summary: 'Create a quick message',
      tags,
      body: quickMessageBody,
      status: 201,
    },
    async (ctx) => {
      ctx.body = await qms.create(ctx.state.user, parseBody(ctx, quickMessageBody));
      ctx.status = 201;
    },
  );
  route(
    router,
    {
      method: 'put',
      path: `${base}/:id`,
      summary: 'Change a quick message (author, admin)',
      tags,
      body: quickMessagePatch,
    },
    async (ctx) => {
      ctx.body = await qms.update(ctx.state.user, idParam(ctx), parseBody(ctx, quickMessagePatch));
    },
  );
  route(
    router,
    { method: 'delete', path: `${base}/:id`, summary: 'Delete a quick message (author, admin)', tags },
    async (ctx) => {
      await qms.delete(ctx.state.user, idParam(ctx));
      ctx.body = { message: 'Quick message deleted' };
    },
  );
  route(
    router,
    {
      method: 'post',
      path: `${base}/:id/media-upload`,
      summary: 'Attach a file (multipart: file, typeArch)',
      tags,
      body: mediaUploadFields,
    },
    multipart({ maxBytes: opts.maxBytes, maxFiles: 1 }),
    async (ctx) => {
      const id = idParam(ctx);
      parseBody(ctx, mediaUploadFields);
      const file = ctx.request.files?.find((f) => f.fieldname === 'file');
      if (!file) throw new AppError('ERR_VALIDATION', 400, { fields: { file: 'Obrigatório' } });
      await qms.attachMedia(ctx.state.user, id, file);
      ctx.body = { mensagem: 'Arquivo Anexado' };
    },
  );
  route(
    router,
    { method: 'delete', path: `${base}/:id/media-upload`, summary: "Remove a quick message's file", tags },
    async (ctx) => {
      await qms.removeMedia(ctx.state.user, idParam(ctx));
      ctx.body = { mensagem: 'Arquivo Excluído' };
    },
  );
}
