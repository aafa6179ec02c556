import koaJwt from 'koa-jwt';
import compose from 'koa-compose';
import type { Middleware } from 'koa';
import type { Knex } from 'knex';
import { AppError } from '../errors/app-error.js';
import type { AppState } from '../http/state.js';
import { withExpiry } from './access-token.js';
import { checkAccess } from './access-check.js';
import { isOverdue } from './company-access.js';
import type { TokenDenylist } from './token-denylist.js';

/**
 * Verifies the bearer token and loads the caller and their company fresh from the database, so a password
 * change (token version), a profile change, a deleted user, a suspended company or a logout (the denylist)
 * takes effect on the next request. A token without `exp` is refused: it would never end. Status codes follow the Whaticket client: no token 401 (clear the session), a bad or stale one 403
 * (refresh once and retry), an inactive company 401.
 */
export function requireAuth(opts: {
  secret: string;
  knex: Knex;
  denylist: TokenDenylist;
  graceDays: number;
}): Middleware<AppState> {
  const verify = koaJwt({ secret: opts.secret, key: 'jwt', passthrough: true, algorithms: ['HS256'] });
  const load: Middleware<AppState> = async (ctx, next) => {
    const claims = withExpiry(ctx.state.jwt);
    if (!claims) {
      const sentToken = Boolean(ctx.get('authorization'));
      throw new AppError('ERR_SESSION_EXPIRED', sentToken ? 403 : 401);
    }
    const access = await checkAccess(opts, claims);
    if (!access.ok && access.reason === 'inactive') throw new AppError('ERR_COMPANY_INACTIVE', 401);
    if (!access.ok) throw new AppError('ERR_SESSION_EXPIRED', 403);
    const { caller } = access;
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
