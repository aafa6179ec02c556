import type Router from '@koa/router';
import { z } from 'zod';
import {
  AppError,
  multipart,
  parseQuery,
  route,
  uploadFileName,
  type AppState,
  type MediaUploads,
} from '@balcao/core';
import type { HeaderFile } from '../contracts.js';
import { ensureHeaderTakes } from './header-file.js';

const tags = ['whatsapp-cloud'];

/** which kind of media header the file is for: Meta takes other files for each */
export const headerFileQuery = z.object({ type: z.enum(['image', 'video', 'document']) }).strict();
const headerFileForm = z.object({ file: z.string().meta({ format: 'binary' }) }).strict();

/**
 * POST /whatsapp-cloud/header-files: a file for a template's media header, stored among the company's files and
 * answered with its id, which a template send then names as `header.mediaId` (the composer's and the campaign
 * dialog's upload). Refused at once when Meta would not take it for that kind of header.
 */
export function headerFileRoutes(router: Router<AppState>, upload: MediaUploads) {
  route(
    router,
    {
      method: 'post',
      path: '/whatsapp-cloud/header-files',
      summary: "Stores a file for a template's media header; answers its id for header.mediaId (Balcão-only)",
      tags,
      query: headerFileQuery,
      body: headerFileForm,
      multipart: headerFileForm,
      status: 201,
      errors: ['ERR_VALIDATION', 'ERR_CLOUD_TEMPLATE_HEADER_FILE', 'ERR_MEDIA_TOO_LARGE'],
    },
    // any user of the company may send a template (the composer), so any may store its header's file; a wrong
    // kind is refused before the body is read
    multipart({
      media: upload.media,
      maxBytes: upload.maxBytes,
      maxFiles: 1,
      authorize: (ctx) => parseQuery(ctx, headerFileQuery),
    }),
    async (ctx) => {
      const { type } = parseQuery(ctx, headerFileQuery);
      const file = ctx.request.files?.[0];
      if (!file) throw new AppError('ERR_VALIDATION', 400, { fields: { file: 'Obrigatório' } });
      ensureHeaderTakes(type, { mimeType: file.mimetype, size: file.size });
      const record = await upload.media.save(ctx.state.user.companyId, {
        path: file.path,
        name: uploadFileName(file),
        mimeType: file.mimetype,
      });
      ctx.status = 201;
      ctx.body = {
        id: record.id,
        name: record.name,
        mimeType: record.mimeType,
        size: record.size,
      } satisfies HeaderFile;
    },
  );
}
