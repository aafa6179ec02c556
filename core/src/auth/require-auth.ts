import koaJwt from 'koa-jwt';
import compose from 'koa-compose';
import type { Middleware } from 'koa';
import { AppError } from '../errors/app-error.js';
import type { AppState } from '../http/state.js';
import type { AccessClaims } from './access-token.js';
import { User } from '../domain/users/user-model.js';
import { crossTenant } from '../db/tenant-model.js';

/**
 * Verifies the bearer token and loads the caller fresh from the database, so a password change (token
 * version), a profile change or a deleted user takes effect on the next request. Status codes follow the
 * Whaticket client: no token 401 (clear the session), a bad or stale one 403 (refresh once and retry).
 */
export function requireAuth(secret: string): Middleware<AppState> {
  const verify = koaJwt({ secret, key: 'jwt', passthrough: true });
  const load: Middleware<AppState> = async (ctx, next) => {
    const claims = ctx.state.jwt as AccessClaims | undefined;
    if (!claims) {
      const sentToken = Boolean(ctx.get('authorization'));
      throw new AppError('ERR_SESSION_EXPIRED', sentToken ? 403 : 401);
    }
    const user = await crossTenant(User)
      .findById(claims.id)
      .select('id', 'companyId', 'profile', 'super', 'tokenVersion');
    if (!user || user.tokenVersion !== claims.tv || user.companyId !== claims.companyId) {
      throw new AppError('ERR_SESSION_EXPIRED', 403);
    }
    ctx.state.user = { id: user.id, companyId: user.companyId, profile: user.profile, super: user.super };
    await next();
  };
  return compose([verify as unknown as Middleware<AppState>, load]);
}

export const requireAdmin: Middleware<AppState> = async (ctx, next) => {
  const u = ctx.state.user;
  if (!u.super && u.profile !== 'admin') throw new AppError('ERR_NO_PERMISSION', 403);
  await next();
};

export const requireSuper: Middleware<AppState> = async (ctx, next) => {
  if (!ctx.state.user.super) throw new AppError('ERR_NO_PERMISSION', 403);
  await next();
};
