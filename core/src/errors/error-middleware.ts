import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import type { Logger } from 'pino';
import { AppError } from './app-error.js';
import type { ErrorCode } from './error-catalogue.js';
import { zodFields } from '../http/validate.js';

interface HttpishError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  code?: string;
}

/** Turns every thrown error into `{ error: 'ERR_…' }`; unknown errors are logged and answered 500 without a stack. */
export function errorMiddleware(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // a status without a body (no route, a method no route takes: the router's 405 and 501) still answers JSON
      if (ctx.status >= 400 && ctx.body === undefined) {
        const status = ctx.status;
        ctx.body = { error: bodylessCode(status) };
        ctx.status = status;
      }
    } catch (err) {
      if (err instanceof AppError) {
        if (err.status === 429 && err.details?.retryAfter)
          ctx.set('Retry-After', String(err.details.retryAfter));
        ctx.status = err.status;
        ctx.body = { error: err.code, ...err.details };
        return;
      }
      if (err instanceof ZodError) {
        ctx.status = 400;
        ctx.body = { error: 'ERR_VALIDATION', fields: zodFields(err) };
        return;
      }
      const e = err as HttpishError;
      const status = e.status ?? e.statusCode;
      // body parser and koa-jwt errors carry a 4xx status; they are the caller's fault, not ours
      if (status && status >= 400 && status < 500) {
        ctx.status = status === 413 ? 400 : status;
        ctx.body = { error: httpErrorCode(status, e) };
        return;
      }
      log.error({ err, method: ctx.method, path: ctx.path }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { error: 'ERR_INTERNAL' };
    }
  };
}

function bodylessCode(status: number): ErrorCode {
  if (status === 404) return 'ERR_NOT_FOUND';
  if (status === 405) return 'ERR_METHOD_NOT_ALLOWED';
  if (status === 501) return 'ERR_NOT_IMPLEMENTED';
  return status >= 500 ? 'ERR_INTERNAL' : httpErrorCode(status, {});
}

function httpErrorCode(status: number, e: HttpishError): ErrorCode {
  if (status === 401) return 'ERR_SESSION_EXPIRED';
  if (status === 403) return 'ERR_NO_PERMISSION';
  if (status === 413) return 'ERR_PAYLOAD_TOO_LARGE';
  if (status === 415) return 'ERR_UNSUPPORTED_MEDIA_TYPE';
  if (e.type === 'entity.parse.failed' || status === 400) return 'ERR_INVALID_BODY';
  return 'ERR_BAD_REQUEST';
}
