import type Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import type { MediaStore } from '../media/media-store.js';
import type { AppState } from './state.js';
import { multipart, type UploadedFile } from './multipart.js';
import { route } from './route.js';
import { idParam, parseBody } from './validate.js';

/** the text fields Whaticket's upload forms send beside the file (`typeArch` names the folder it used) */
const uploadFields = z.object({ typeArch: z.string().max(50).optional() }).strict();

export interface MediaUploadRoutes {
  /** the resource's path, e.g. '/schedules': the routes are `<path>/:id/media-upload` */
  path: string;
  tags: string[];
  /** what is attached, for the OpenAPI summaries ('a schedule') */
  noun: string;
  maxBytes: number;
  /** the permission both routes require (RouteSpec.permission), checked before the upload is read */
  permission?: string;
  /** `ctx.media`: the file streams to a temporary file there, then attach() stores it */
  media: Pick<MediaStore, 'uploadPath'>;
  /**
   * Before the body is read: may the caller attach a file to this record, and does it exist? Throws the answer
   * (403, 404); the upload is never read for a refused request.
   */
  authorize(ctx: Context & { state: AppState }, id: number): Promise<unknown>;
  attach(ctx: Context & { state: AppState }, id: number, file: UploadedFile): Promise<unknown>;
  remove(ctx: Context & { state: AppState }, id: number): Promise<unknown>;
  /** Whaticket's answers, which differ per resource */
  answers?: { attached?: unknown; removed?: unknown };
}

/**
 * Whaticket's pair of routes for one file of a record (quick messages, schedules, campaigns, announcements):
 * POST `<path>/:id/media-upload` (multipart `file`, 'Obrigatório' without one) and DELETE of the same path. The
 * POST authorizes first and streams the file to disk only then (multipart.ts).
 */
export function mediaUploadRoutes(router: Router<AppState>, spec: MediaUploadRoutes) {
  const { path, tags, noun, maxBytes, attach, remove, permission } = spec;
  route(
    router,
    {
      method: 'post',
      path: `${path}/:id/media-upload`,
      summary: `Attach a file to ${noun} (multipart: file)`,
      tags,
      body: uploadFields,
      permission,
    },
    multipart({
      media: spec.media,
      maxBytes,
      maxFiles: 1,
      authorize: (ctx) => spec.authorize(ctx as Context & { state: AppState }, idParam(ctx)),
    }),
    async (ctx) => {
      const id = idParam(ctx);
      parseBody(ctx, uploadFields);
      const file = ctx.request.files?.find((f) => f.fieldname === 'file');
      if (!file) throw new AppError('ERR_VALIDATION', 400, { fields: { file: 'Obrigatório' } });
      await attach(ctx, id, file);
      ctx.body = spec.answers?.attached ?? { mensagem: 'Arquivo Anexado' };
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: `${path}/:id/media-upload`,
      summary: `Remove the file of ${noun}`,
      tags,
      permission,
    },
    async (ctx) => {
      await remove(ctx, idParam(ctx));
      ctx.body = spec.answers?.removed ?? { mensagem: 'Arquivo Excluído' };
    },
  );
}
