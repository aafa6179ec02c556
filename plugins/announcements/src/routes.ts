import type Router from '@koa/router';
import { type AppState, type MediaUploads, crudRoutes, mediaUploadRoutes } from '@balcao/core';
import { announcementBody, announcementPageQuery, announcementPatch } from './announcement-schemas.js';
import type { AnnouncementServices } from './services/announcement-services.js';

/** HTTP only: parse the request, call a service, answer (Whaticket's paths and shapes, spec §7). */
export function announcementRoutes(
  router: Router<AppState>,
  announcements: AnnouncementServices,
  opts: MediaUploads,
) {
  const tags = ['announcements'];
  const base = '/announcements';
  crudRoutes(router, {
    path: base,
    tags,
    writePermission: 'announcements:write',
    index: {
      summary: 'A page of announcements: { records, count, hasMore } (only active ones unless super)',
      query: announcementPageQuery,
      run: ({ user, query }) => announcements.page(user, query),
    },
    show: { summary: 'One announcement', run: ({ user, id }) => announcements.find(user, id) },
    create: {
      summary: 'Create an announcement (super)',
      body: announcementBody,
      run: ({ user, body }) => announcements.create(user, body),
    },
    update: {
      summary: 'Change an announcement (super)',
      body: announcementPatch,
      run: ({ id, body }) => announcements.update(id, body),
    },
    delete: {
      summary: 'Delete an announcement (super)',
      run: ({ id }) => announcements.delete(id),
      answer: { message: 'Announcement deleted' },
    },
  });
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
