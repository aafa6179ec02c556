import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { Middleware } from 'koa';
import { AppError } from '../errors/app-error.js';
import type { ErrorCode } from '../errors/error-catalogue.js';

/** A counter of `points` per `seconds`, in memory or, with Redis, shared by every kernel process. */
export function createLimiter(
  name: string,
  points: number,
  seconds: number,
  redis?: Redis,
): RateLimiterAbstract {
  const opts = { points, duration: seconds, keyPrefix: name };
  return redis ? new RateLimiterRedis({ ...opts, storeClient: redis }) : new RateLimiterMemory(opts);
}

/** 429 with the code and the seconds to wait, in the body and in Retry-After. */
export function tooMany(code: ErrorCode, msBeforeNext: number): AppError {
  return new AppError(code, 429, { retryAfter: Math.max(1, Math.ceil(msBeforeNext / 1000)) });
}

/** consume() rejects with a RateLimiterRes when over the limit and with an Error when the store fails. */
export const isLimited = (err: unknown): err is RateLimiterRes => err instanceof RateLimiterRes;

/** Counts every request of a route per client address (ctx.ip, which honours TRUST_PROXY_HOPS). */
export function limitPerIp(
  limiter: RateLimiterAbstract,
  code: ErrorCode = 'ERR_TOO_MANY_REQUESTS',
): Middleware {
  return async (ctx, next) => {
    try {
      await limiter.consume(ctx.ip);
    } catch (err) {
      if (!isLimited(err)) throw err;
      throw tooMany(code, err.msBeforeNext);
    }
    await next();
  };
}
