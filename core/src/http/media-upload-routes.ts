import type Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
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
  attach(ctx: Context & { state: AppState }, id: number, file: UploadedFile): Promise<unknown>;
  remove(ctx: Context & { state: AppState }, id: number): Promise<unknown>;
  /** Whaticket's answers, which differ per resource */
  answers?: { attached?: unknown; removed?: unknown };
}

/**
 * Whaticket's pair of routes for one file of a record (quick messages, schedules, campaigns, announcements):
 * POST `<path>/:id/media-upload` (multipart `file`, 'Obrigatório' without one) and DELETE of the same path.
 */
export function mediaUploadRoutes(router: Router<AppState>, spec: MediaUploadRoutes) {
  const { path, tags, noun, maxBytes, attach, remove } = spec;
  route(
    router,
    {
      method: 'post',
      path: `${path}/:id/media-upload`,
      summary: `Attach a file to ${noun} (multipart: file)`,
      tags,
      body: uploadFields,
    },
    multipart({ maxBytes, maxFiles: 1 }),
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
    { method: 'delete', path: `${path}/:id/media-upload`, summary: `Remove the file of ${noun}`, tags },
    async (ctx) => {
      await remove(ctx, idParam(ctx));
      ctx.body = spec.answers?.removed ?? { mensagem: 'Arquivo Excluído' };
    },
  );
}
