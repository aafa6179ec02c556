import type Router from '@koa/router';
import { type AppState, type MediaUploads, crudRoutes, mediaUploadRoutes } from '@balcao/core';
import {
  quickMessageBody,
  quickMessageListQuery,
  quickMessagePageQuery,
  quickMessagePatch,
} from './quick-message-schemas.js';
import type { QuickMessageServices } from './services/quick-message-services.js';

/** HTTP only: parse the request, call a service, answer (Whaticket's paths and shapes, spec §7). */
export function quickMessageRoutes(router: Router<AppState>, qms: QuickMessageServices, opts: MediaUploads) {
  const tags = ['quick-messages'];
  const base = '/quick-messages';
  crudRoutes(router, {
    path: base,
    tags,
    index: {
      summary: 'A page of quick messages: { records, count, hasMore }',
      query: quickMessagePageQuery,
      run: ({ user, query }) => qms.page(user, query),
    },
    list: {
      summary: "A user's and the general quick messages",
      query: quickMessageListQuery,
      run: ({ user, query }) => qms.list(user, query),
    },
    show: { summary: 'One quick message', run: ({ user, id }) => qms.find(user, id) },
    create: {
      summary: 'Create a quick message',
      body: quickMessageBody,
      status: 201,
      run: ({ user, body }) => qms.create(user, body),
    },
    update: {
      summary: 'Change a quick message (author, admin)',
      body: quickMessagePatch,
      run: ({ user, id, body }) => qms.update(user, id, body),
    },
    delete: {
      summary: 'Delete a quick message (author, admin)',
      run: ({ user, id }) => qms.delete(user, id),
      answer: { message: 'Quick message deleted' },
    },
  });
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
