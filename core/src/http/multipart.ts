import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Context, Middleware } from 'koa';
import { AppError } from '../errors/app-error.js';
import type { MediaStore } from '../media/media-store.js';
import { tooLarge } from '../media/size-limit.js';

/** One file of a multipart body, streamed to a temporary file under MEDIA_DIR (removed after the request). */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  /** the temporary file: `ctx.media.save(companyId, { path, name, mimeType })` moves it into the store */
  path: string;
}

/** A route's upload limits, declared with the route. */
export interface UploadLimits {
  /** the largest file accepted, in bytes (at most MEDIA_MAX_BYTES) */
  maxBytes: number;
  /** most files in one request */
  maxFiles: number;
}

export interface MultipartOptions extends UploadLimits {
  /** where the files stream to (`ctx.media`): a temporary file each, under MEDIA_DIR/.uploads */
  media: Pick<MediaStore, 'uploadPath'>;
  /**
   * Runs before a byte of the body is read: the caller's permission and the record the upload is for (the
   * ticket visible to the caller, the list, the announcement). Whatever it throws is the answer, and the body
   * is never read. A route whose guards in front already decided everything passes `() => undefined`.
   */
  authorize(ctx: Context): unknown;
}

declare module 'koa' {
  interface Request {
    /** files of a multipart body read by `multipart()`; empty for other bodies */
    files?: UploadedFile[];
  }
}

const FIELD_BYTES = 2 * 1024 * 1024;
const MAX_FIELDS = 500;

/**
 * Authorize, then stream: a multipart/form-data body (Whaticket's uploads: `medias`, `file`, `files`) is read
 * only after `authorize` passed, its files streamed to temporary files (`ctx.request.files`, each with a `path`)
 * and its text fields put in `ctx.request.body`, so one route answers JSON and multipart alike. Other content
 * types pass through untouched. A file over `maxBytes` is 413 ERR_MEDIA_TOO_LARGE, a malformed body or too many
 * files 400 ERR_INVALID_BODY; a refused, failed or aborted request closes its connection and leaves no file.
 */
export function multipart(opts: MultipartOptions): Middleware {
  return async (ctx, next) => {
    try {
      await opts.authorize(ctx);
    } catch (err) {
      // the body was never read: the connection closes after the answer instead of draining it
      if (ctx.is('multipart')) ctx.set('Connection', 'close');
      throw err;
    }
    if (!ctx.is('multipart')) {
      ctx.request.files = [];
      return next();
    }
    const files: UploadedFile[] = [];
    const writes: Array<Promise<unknown>> = [];
    try {
      try {
        ctx.request.body = await readParts(ctx.req, opts, files, writes);
      } catch (err) {
        ctx.set('Connection', 'close');
        throw err;
      }
      ctx.request.files = files;
      await next();
    } finally {
      // every write has closed its file before any is removed, so nothing is created after the clean-up
      await Promise.allSettled(writes);
      await Promise.all(files.map((f) => rm(f.path, { force: true })));
    }
  };
}

type Fields = Record<string, string | string[]>;

function readParts(
  req: IncomingMessage,
  opts: MultipartOptions,
  files: UploadedFile[],
  writes: Array<Promise<unknown>>,
): Promise<Fields> {
  const fields: Fields = {};
  return new Promise<Fields>((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        // browsers send UTF-8 file names
        defParamCharset: 'utf8',
        limits: { fileSize: opts.maxBytes, files: opts.maxFiles, fields: MAX_FIELDS, fieldSize: FIELD_BYTES },
      });
    } catch {
      reject(new AppError('ERR_INVALID_BODY', 400, { reason: 'multipart' }));
      return;
    }
    let failed = false;
    const open = new Set<Readable>();
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      reject(err instanceof AppError ? err : new AppError('ERR_INVALID_BODY', 400, { reason: 'multipart' }));
      // after busboy's own call returns (a 'limit' is emitted from inside its write): no more body is read, and
      // each file still being written stops, so its write settles and its file can be removed
      setImmediate(() => {
        req.unpipe(bb);
        for (const stream of open) stream.destroy(new Error('upload stopped'));
        bb.destroy();
      });
    };
    bb.on('file', (fieldname, stream, info) => {
      if (failed) return void stream.resume();
      const file: UploadedFile = {
        fieldname,
        originalname: info.filename ?? 'file',
        mimetype: info.mimeType,
        size: 0,
        path: opts.media.uploadPath(),
      };
      files.push(file);
      open.add(stream);
      stream.on('limit', () => fail(tooLarge(opts.maxBytes)));
      writes.push(
        writeFile(stream, file)
          .catch(fail)
          .finally(() => open.delete(stream)),
      );
    });
    bb.on('field', (name, value, info) => {
      if (info.valueTruncated)
        return fail(new AppError('ERR_INVALID_BODY', 400, { reason: 'LIMIT_FIELD_VALUE' }));
      const before = fields[name];
      fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    });
    bb.on('filesLimit', () => fail(new AppError('ERR_INVALID_BODY', 400, { reason: 'LIMIT_FILE_COUNT' })));
    bb.on('fieldsLimit', () => fail(new AppError('ERR_INVALID_BODY', 400, { reason: 'LIMIT_FIELD_COUNT' })));
    bb.on('error', fail);
    bb.on('close', () => {
      if (failed) return;
      // the files are whole once their writes closed
      void Promise.all(writes).then(() => !failed && resolve(fields), fail);
    });
    // a client that goes away mid-body: busboy would wait for the rest for ever
    req.on(
      'close',
      () => !req.complete && fail(new AppError('ERR_INVALID_BODY', 400, { reason: 'aborted' })),
    );
    req.pipe(bb);
  });
}

/** One file to its temporary path; settles once the file is closed, so a removal after it is final. */
async function writeFile(stream: Readable, file: UploadedFile): Promise<void> {
  const out = createWriteStream(file.path, { flags: 'wx' });
  const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
  // the failure is pipeline's to report; a late error must not go unheard
  out.on('error', () => undefined);
  stream.on('data', (chunk: Buffer) => (file.size += chunk.length));
  try {
    await pipeline(stream, out);
  } finally {
    out.destroy();
    await closed;
  }
}
