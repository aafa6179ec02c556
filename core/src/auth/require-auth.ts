import koaJwt from 'koa-jwt';
import compose from 'koa-compose';
import type { Middleware } from 'koa';
import type { Knex } from 'knex';
import { AppError } from '../errors/app-error.js';
import type { AppState } from '../http/state.js';
import type { AccessClaims } from './access-token.js';
import { isOverdue } from './company-access.js';
import { loadCaller } from './load-caller.js';

/**
 * Verifies the bearer token and loads the caller and their company fresh from the database, so a password
 * change (token version), a profile change, a deleted user or a suspended company takes effect on the next
 * request. Status codes follow the Whaticket client: no token 401 (clear the session), a bad or stale one 403
 * (refresh once and retry), an inactive company 401.
 */
export function requireAuth(opts: { secret: string; knex: Knex; graceDays: number }): Middleware<AppState> {
  const verify = koaJwt({ secret: opts.secret, key: 'jwt', passthrough: true });
  const load: Middleware<AppState> = async (ctx, next) => {
    const claims = ctx.state.jwt as AccessClaims | undefined;
    if (!claims) {
      const sentToken = Boolean(ctx.get('authorization'));
      throw new AppError('ERR_SESSION_EXPIRED', sentToken ? 403 : 401);
    }
    const caller = await loadCaller(opts.knex, claims.id);
    if (!caller || caller.tokenVersion !== claims.tv || caller.companyId !== claims.companyId) {
      throw new AppError('ERR_SESSION_EXPIRED', 403);
    }
    if (!caller.super && !caller.company.status) throw new AppError('ERR_COMPANY_INACTIVE', 401);
    ctx.state.user = {
      id: caller.id,
      companyId: caller.companyId,
      profile: caller.profile,
      super: caller.super,
      overdue: !caller.super && isOverdue(caller.company, opts.graceDays),
    };
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
