import Router from '@koa/router';
import compose from 'koa-compose';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { z } from 'zod';
import { route } from '../http/route.js';
import type { AppState } from '../http/state.js';
import { AppError } from '../errors/app-error.js';
import { requireGoodStanding } from '../auth/company-access.js';
import { mediaNotFound, type MediaStore } from './media-store.js';
import { showsInline } from './media-disposition.js';

const linkQuery = z.object({
  company: z.string().optional().meta({ description: 'signed links: the company the link was made for' }),
  expires: z.string().optional().meta({ description: 'signed links: expiry, epoch seconds' }),
  signature: z.string().optional().meta({ description: 'signed links: the HMAC (media.url makes it)' }),
});

const linkInvalid = () => new AppError('ERR_MEDIA_LINK_INVALID', 403);

/**
 * GET /media/:id answers a stored file to a signed-in user of the company that owns it (bearer token), or to
 * anyone with a link from `media.url` (<img src> sends no Authorization). Another company's id is not found.
 */
export function mediaRoutes(media: MediaStore, auth: Middleware<AppState>): Router<AppState> {
  const router = new Router<AppState>();
  const session = compose([auth, requireGoodStanding]);
  route(
    router,
    {
      method: 'get',
      path: '/media/:id',
      summary: "A private file, to its company's users or through a signed link",
      tags: ['media'],
      auth: 'optional',
      params: z.object({ id: z.string().meta({ description: 'the media id (a UUID)' }) }),
      query: linkQuery,
      contentType: '*/*',
      response: z.string().meta({ description: "the file's bytes, with its own Content-Type" }),
    },
    async (ctx) => {
      const id = ctx.params.id!;
      const signed = ctx.query.signature !== undefined;
      let companyId: number;
      let maxAge = 0;
      if (ctx.get('authorization') || !signed) {
        // no link: the session decides (401 without a token, as any private route)
        await session(ctx, async () => undefined);
        companyId = ctx.state.user.companyId;
      } else {
        const link = readLink(ctx);
        const check = media.checkLink(id, link);
        if (check === 'invalid') throw linkInvalid();
        if (check === 'expired') throw new AppError('ERR_MEDIA_LINK_EXPIRED', 403);
        companyId = link.company;
        maxAge = Math.max(0, link.expires - Math.floor(Date.now() / 1000));
      }
      const record = await media.find(companyId, id);
      if (!record) throw mediaNotFound();
      // the bytes never change under an id; a link's copy is kept no longer than the link lives
      ctx.set('Cache-Control', maxAge ? `private, max-age=${maxAge}` : 'private, no-cache');
      // a stored HTML or SVG opened directly must not run as a page of this origin
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
      ctx.attachment(record.name, { type: showsInline(record.mimeType) ? 'inline' : 'attachment' });
      ctx.type = record.mimeType;
      try {
        await send(ctx, record.id, { root: media.companyDir(companyId) });
      } catch (err) {
        // the row outlived its file (a disk restored without it): not found, rather than a 500
        if ((err as { status?: number }).status === 404) throw mediaNotFound();
        throw err;
      }
    },
  );
  return router;
}

function readLink(ctx: Context) {
  const { company, expires, signature } = linkQuery.parse(ctx.query);
  if (!company || !expires || !signature || !/^\d{1,10}$/.test(company) || !/^\d{1,12}$/.test(expires))
    throw linkInvalid();
  return { company: Number(company), expires: Number(expires), signature };
}
