import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** One line per request; the path only, never the query string (the socket handshake carries the token there). */
export function requestLog(log: Logger): Middleware {
  return async (ctx, next) => {
    const start = performance.now();
    try {
      await next();
    } finally {
      log.debug(
        { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - start) },
        'request',
      );
    }
  };
}
