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
import { announcementBody, announcementPageQuery, announcementPatch } from './announcement-schemas.js';
import type { AnnouncementServices } from './services/announcement-services.js';

/** HTTP only: parse the request, call a service, answer (Whaticket's paths and shapes, spec §7). */
export function announcementRoutes(
  router: Router<AppState>,
  announcements: AnnouncementServices,
  opts: { maxBytes: number; media: MediaStore },
) {
  const tags = ['announcements'];
  const base = '/announcements';
  route(
    router,
    {
      method: 'get',
      path: base,
      summary: 'A page of announcements: { records, count, hasMore } (only active ones unless super)',
      tags,
      query: announcementPageQuery,
    },
    async (ctx) => {
      ctx.body = await announcements.page(ctx.state.user, parseQuery(ctx, announcementPageQuery));
    },
  );
  route(router, { method: 'get', path: `${base}/:id`, summary: 'One announcement', tags }, async (ctx) => {
    ctx.body = await announcements.find(ctx.state.user, idParam(ctx));
  });
  route(
    router,
    {
      method: 'post',
      path: base,
      summary: 'Create an announcement (super)',
      tags,
      body: announcementBody,
      permission: 'announcements:write',
    },
    async (ctx) => {
      ctx.body = await announcements.create(ctx.state.user, parseBody(ctx, announcementBody));
    },
  );
  route(
    router,
    {
      method: 'put',
      path: `${base}/:id`,
      summary: 'Change an announcement (super)',
      tags,
      body: announcementPatch,
      permission: 'announcements:write',
    },
    async (ctx) => {
      ctx.body = await announcements.update(idParam(ctx), parseBody(ctx, announcementPatch));
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: `${base}/:id`,
      summary: 'Delete an announcement (super)',
      tags,
      permission: 'announcements:write',
    },
    async (ctx) => {
      await announcements.delete(idParam(ctx));
      ctx.body = { message: 'Announcement deleted' };
    },
  );
  // the permission is checked by both upload routes before anything else, so the body of a refused upload is
  // never read
  mediaUploadRoutes(router, {
    path: base,
    tags,
    permission: 'announcements:write',
    noun: 'an announcement (super; .png, .jpg, .jpeg)',
    maxBytes: opts.maxBytes,
    media: opts.media,
    authorize: (ctx, id) => announcements.mayAttach(id),
    attach: (ctx, id, file) => announcements.attachMedia(id, file),
    remove: (ctx, id) => announcements.removeMedia(id),
    // Whaticket's AnnouncementController answers as its campaign one does
    answers: { attached: { mensagem: 'Mensagem enviada' }, removed: { mensagem: 'Arquivo excluído' } },
  });
}
