import type { Middleware } from 'koa';
import multer from 'multer';
import { AppError } from '../errors/app-error.js';

/** One file of a multipart body, held in memory (at most MEDIA_MAX_BYTES each). */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export interface MultipartOptions {
  /** the largest file accepted, in bytes (plugins pass `ctx.config.MEDIA_MAX_BYTES`) */
  maxBytes: number;
  /** most files in one request; 10 when absent */
  maxFiles?: number;
}

declare module 'koa' {
  interface Request {
    /** files of a multipart body read by `multipart()`; empty for other bodies */
    files?: UploadedFile[];
  }
}

/**
 * Reads a multipart/form-data body (Whaticket's uploads: `medias`, `file`, `files`) into `ctx.request.files` and
 * its text fields into `ctx.request.body`, so one route answers JSON and multipart alike. Other content types pass
 * through untouched. Too large a file is 413 ERR_MEDIA_TOO_LARGE; a malformed body or too many files 400.
 */
export function multipart(opts: MultipartOptions): Middleware {
  const upload = multer({
    storage: multer.memoryStorage(),
    // browsers send UTF-8 file names; multer's default reads them as latin1 ('catÃ¡logo.png')
    defParamCharset: 'utf8',
    limits: { fileSize: opts.maxBytes, files: opts.maxFiles ?? 10, fieldSize: 2 * 1024 * 1024 },
  }).any();
  return async (ctx, next) => {
    if (!ctx.is('multipart')) {
      ctx.request.files = [];
      return next();
    }
    await new Promise<void>((resolve, reject) => {
      upload(ctx.req as never, ctx.res as never, (err: unknown) =>
        err ? reject(asAppError(err, opts)) : resolve(),
      );
    });
    const req = ctx.req as unknown as { body?: Record<string, unknown>; files?: UploadedFile[] };
    ctx.request.body = { ...(req.body ?? {}) };
    ctx.request.files = req.files ?? [];
    return next();
  };
}

function asAppError(err: unknown, opts: MultipartOptions): AppError {
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE')
      return new AppError('ERR_MEDIA_TOO_LARGE', 413, { maxBytes: opts.maxBytes });
    return new AppError('ERR_INVALID_BODY', 400, { reason: err.code });
  }
  return new AppError('ERR_INVALID_BODY', 400, { reason: 'multipart' });
}
