import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter, isLimited, tooMany } from '../http/rate-limiter.js';

const CODE = 'ERR_TOO_MANY_LOGIN_ATTEMPTS';
const MAX_LOCKOUT_S = 15 * 60;

/**
 * Login attempts are counted before the password is checked, so a burst of parallel guesses cannot all be
 * hashed before the counter sees them. Three counters, all of which an attempt must pass:
 * - e-mail + client address: `limit` a minute; each lockout in a row doubles the next (1, 2, 4 … 15 min);
 * - e-mail from any address: 10 × limit an hour, against guesses spread over many addresses. It is the
 *   only one an attacker can use against someone else, and it ends within the hour: never a lockout for good;
 * - client address: 20 × limit per 10 minutes, against one address trying many e-mails.
 * A successful login clears the first and gives its attempt back to the other two.
 */
export class LoginRateLimit {
  private pair: RateLimiterAbstract;
  private lockouts: RateLimiterAbstract;
  private email: RateLimiterAbstract;
  private ip: RateLimiterAbstract;

  constructor(
    private limit: number,
    redis?: Redis,
  ) {
    this.pair = createLimiter('login-pair', limit, 60, redis);
    this.lockouts = createLimiter('login-lockouts', 1_000_000, 24 * 3600, redis);
    this.email = createLimiter('login-email', limit * 10, 3600, redis);
    this.ip = createLimiter('login-ip', limit * 20, 600, redis);
  }

  /** Takes one attempt from every counter, or throws 429 without taking the others. */
  async attempt(ip: string, email: string): Promise<void> {
    const e = email.toLowerCase();
    const pairKey = `${e}|${ip}`;
    const steps: Array<[RateLimiterAbstract, string]> = [
      [this.pair, pairKey],
      [this.email, e],
      [this.ip, ip],
    ];
    const taken: Array<[RateLimiterAbstract, string]> = [];
    for (const [limiter, key] of steps) {
      try {
        await limiter.consume(key);
        taken.push([limiter, key]);
      } catch (err) {
        if (!isLimited(err)) throw err;
        await Promise.all(taken.map(([l, k]) => l.reward(k)));
        if (limiter === this.pair && err.consumedPoints === this.limit + 1) await this.lockOut(pairKey);
        throw tooMany(
          CODE,
          limiter === this.pair ? await this.msLeft(pairKey, err.msBeforeNext) : err.msBeforeNext,
        );
      }
    }
  }

  async succeeded(ip: string, email: string): Promise<void> {
    const e = email.toLowerCase();
    await Promise.all([
      this.pair.delete(`${e}|${ip}`),
      this.lockouts.delete(`${e}|${ip}`),
      this.email.reward(e),
      this.ip.reward(ip),
    ]);
  }

  /** The first attempt over the limit blocks the pair for 1 minute, doubled at each lockout within a day. */
  private async lockOut(pairKey: string) {
    const n = (await this.lockouts.consume(pairKey)).consumedPoints;
    await this.pair.block(pairKey, Math.min(60 * 2 ** (n - 1), MAX_LOCKOUT_S));
  }

  private async msLeft(pairKey: string, fallback: number) {
    return (await this.pair.get(pairKey))?.msBeforeNext ?? fallback;
  }
}
