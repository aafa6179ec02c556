import type { Context } from 'koa';
import type { Config } from '../config/config.js';
import { durationMs } from './access-token.js';

/** The Whaticket client's name for the refresh cookie. */
export const REFRESH_COOKIE = 'jrt';

/**
 * httpOnly always. SameSite=Lax suits one origin or sibling subdomains; a client on another site needs
 * COOKIE_SAMESITE=none, which browsers only accept on a Secure (https) cookie.
 */
export function setRefreshCookie(ctx: Context, config: Config, token: string | null) {
  const none = config.COOKIE_SAMESITE === 'none';
  ctx.cookies.set(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: config.COOKIE_SAMESITE,
    secure: none || ctx.secure,
    path: '/',
    maxAge: token ? durationMs(config.REFRESH_EXPIRES_IN) : 0,
    overwrite: true,
  });
}
