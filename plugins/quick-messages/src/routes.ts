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
import {
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
  opts: { maxBytes: number; media: MediaStore },
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
  mediaUploadRoutes(router, {
    path: base,
    tags,
    noun: 'a quick message',
    maxBytes: opts.maxBytes,
    media: opts.media,
    authorize: (ctx, id) => qms.mayAttach(ctx.state.user, id),
    attach: (ctx, id, file) => qms.attachMedia(ctx.state.user, id, file),
    remove: (ctx, id) => qms.removeMedia(ctx.state.user, id),
  });
}
