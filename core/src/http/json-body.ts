import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { AppError } from '../errors/app-error.js';

/**
 * JSON bodies up to 2 MB, so that an oversized field reaches zod and gets a field-level 400. Whatever fails
 * while the body is read or decoded is the sender's body at fault: a Content-Encoding (gzip, deflate, br) that
 * does not match the bytes fails inside zlib with no HTTP status, and is answered 400 like broken JSON.
 */
export function jsonBody(): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: '2mb', encoding: 'utf-8' });
  return async (ctx, next) => {
    try {
      await parse(ctx, async () => undefined);
    } catch (err) {
      if ((err as { status?: number }).status) throw err;
      throw new AppError('ERR_INVALID_BODY', 400);
    }
    await next();
  };
}
