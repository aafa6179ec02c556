import { z } from 'zod';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import { route } from '../../src/http/route.js';
import type { MediaStore } from '../../src/media/media-store.js';

/** A plugin as an author writes one: an upload route that streams the request body into ctx.media. */
export const mediaPlugin = definePlugin<{ media: MediaStore }>({
  name: 'media-test',
  setup(ctx) {
    route(
      ctx.router,
      {
        method: 'post',
        path: '/media-test/files',
        summary: 'Upload a file (test plugin)',
        query: z.object({ name: z.string() }),
        status: 201,
      },
      async (koa) => {
        const record = await ctx.media.save(koa.state.user.companyId, {
          data: koa.req,
          name: String(koa.query.name),
          mimeType: koa.get('content-type'),
        });
        koa.status = 201;
        koa.body = { ...record, url: ctx.media.url(record.companyId, record.id, { ttlSeconds: 60 }) };
      },
    );
    return { media: ctx.media };
  },
});
