import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '../errors/app-error.js';

/**
 * Failed logins are counted per IP and per e-mail over a minute; past the limit the next attempt is refused
 * before the password is even checked. With Redis the count is shared by every kernel instance.
 */
export class LoginRateLimit {
  private byIp: RateLimiterAbstract;
  private byEmail: RateLimiterAbstract;

  constructor(
    private limit: number,
    redis?: Redis,
  ) {
    const opts = { points: limit, duration: 60 };
    this.byIp = redis
      ? new RateLimiterRedis({ ...opts, storeClient: redis, keyPrefix: 'login-ip' })
      : new RateLimiterMemory({ ...opts, keyPrefix: 'login-ip' });
    this.byEmail = redis
      ? new RateLimiterRedis({ ...opts, storeClient: redis, keyPrefix: 'login-email' })
      : new RateLimiterMemory({ ...opts, keyPrefix: 'login-email' });
  }

  async check(ip: string, email: string): Promise<void> {
    const [a, b] = await Promise.all([this.byIp.get(ip), this.byEmail.get(email.toLowerCase())]);
    const used = Math.max(a?.consumedPoints ?? 0, b?.consumedPoints ?? 0);
    if (used >= this.limit) {
      const retry = Math.ceil(Math.max(a?.msBeforeNext ?? 0, b?.msBeforeNext ?? 0) / 1000);
      throw new AppError('ERR_TOO_MANY_LOGIN_ATTEMPTS', 429, { retryAfter: retry });
    }
  }

  async failed(ip: string, email: string): Promise<void> {
    await Promise.allSettled([this.byIp.consume(ip), this.byEmail.consume(email.toLowerCase())]);
  }

  async succeeded(email: string): Promise<void> {
    await this.byEmail.delete(email.toLowerCase());
  }
}
