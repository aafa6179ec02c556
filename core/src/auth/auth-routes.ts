import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { Context } from 'koa';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import { parseBody } from '../http/validate.js';
import { route } from '../http/route.js';
import type { AppState } from '../http/state.js';
import type { Config } from '../config/config.js';
import type { Realtime } from '../realtime/realtime.js';
import type { SettingsStore } from '../domain/settings/settings-store.js';
import { User } from '../domain/users/user-model.js';
import { Company } from '../domain/companies/company-model.js';
import { crossTenant } from '../db/tenant-model.js';
import { checkPassword, decoyHash, hashPassword, needsRehash } from './passwords.js';
import { ensureCompanyActive } from './company-access.js';
import { signAccessToken, verifyAccessToken } from './access-token.js';
import { REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie.js';
import type { RefreshTokens } from './refresh-tokens.js';
import type { LoginRateLimit } from './login-rate-limit.js';
import type { Sessions } from './sessions.js';
import { loadSessionUser } from './session-user.js';

const loginBody = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(200),
});

interface Deps {
  config: Config;
  settings: SettingsStore;
  realtime: Realtime;
  refreshTokens: RefreshTokens;
  sessions: Sessions;
  rateLimit: LoginRateLimit;
  requireAuth: Middleware<AppState>;
}

export function authRoutes(d: Deps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/auth' });
  /** `sid` is the session: the refresh token's family, named in every access token issued with it */
  const answerWithSession = async (ctx: Context, user: User, refreshToken: string, sid: string) => {
    setRefreshCookie(ctx, d.config, refreshToken);
    ctx.body = {
      token: signAccessToken(d.config, user, sid),
      user: await loadSessionUser(d.settings, user.companyId, user.id, d.config.BILLING_GRACE_DAYS),
    };
  };

  const tags = ['auth'];
  route(
    router,
    {
      method: 'post',
      path: '/login',
      summary: 'Log in: access token and refresh cookie',
      tags,
      body: loginBody,
      auth: 'public',
    },
    async (ctx) => {
      const { email, password } = parseBody(ctx, loginBody);
      await d.rateLimit.attempt(ctx.ip, email);
      const user = await crossTenant(User).where('email', email.toLowerCase()).first();
      // an unknown e-mail is checked against a decoy hash: both failures take the same time
      const valid = await checkPassword(password, user?.passwordHash ?? (await decoyHash()));
      if (!user || !valid) throw new AppError('ERR_INVALID_CREDENTIALS', 401);
      await d.rateLimit.succeeded(ctx.ip, email);
      ensureCompanyActive(user, await Company.query().findById(user.companyId));
      if (needsRehash(user.passwordHash))
        await crossTenant(User)
          .patch({ passwordHash: await hashPassword(password) })
          .where('id', user.id);
      // a session elsewhere on this account is told to log out (spec §4 Session), and its refresh cookie
      // ends, so a reload there asks for the password instead of signing straight back in
      const sid = randomUUID();
      const refreshToken = await d.refreshTokens.issue(user.id, sid);
      await d.sessions.endOthers(user.id, sid);
      d.realtime.emitToUser(user.companyId, user.id, 'auth', { action: 'update', user: { id: user.id } });
      await answerWithSession(ctx, user, refreshToken, sid);
    },
  );

  route(
    router,
    {
      method: 'post',
      path: '/refresh_token',
      summary: 'A new access token for the refresh cookie (rotated)',
      tags,
      auth: 'refresh',
    },
    async (ctx) => {
      const presented = ctx.cookies.get(REFRESH_COOKIE);
      if (!presented) throw new AppError('ERR_SESSION_EXPIRED', 401);
      const result = await d.refreshTokens.rotate(presented);
      if (!result.ok) {
        setRefreshCookie(ctx, d.config, null);
        // Whaticket's code; `reason` tells Balcão's login screen that a sign-in elsewhere ended the session
        const reason = result.reason === 'signedInElsewhere' ? { reason: result.reason } : undefined;
        throw new AppError('ERR_SESSION_EXPIRED', 401, reason);
      }
      const user = await crossTenant(User).findById(result.userId);
      if (!user) throw new AppError('ERR_SESSION_EXPIRED', 401);
      ensureCompanyActive(user, await Company.query().findById(user.companyId));
      await answerWithSession(ctx, user, result.token, result.family);
    },
  );

  route(
    router,
    {
      method: 'delete',
      path: '/logout',
      summary: 'Log out: ends the session of the refresh cookie and of the bearer token',
      tags,
      auth: 'public',
    },
    async (ctx) => {
      // Whaticket clears its token before it logs out, so the cookie alone must end the session; a client
      // without the cookie ends its token's session (or the token, when it names none)
      const presented = ctx.cookies.get(REFRESH_COOKIE);
      const family = presented ? await d.refreshTokens.familyOf(presented) : undefined;
      if (family) await d.sessions.end(family);
      const bearer = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1];
      const claims = bearer ? verifyAccessToken(d.config.JWT_SECRET, bearer) : undefined;
      if (claims?.sid && claims.sid !== family) await d.sessions.end(claims.sid);
      else if (claims?.jti && !claims.sid) await d.sessions.endToken(claims.jti);
      setRefreshCookie(ctx, d.config, null);
      ctx.body = { message: 'ok' };
    },
  );

  route(
    router,
    { method: 'get', path: '/me', summary: 'The signed-in user', tags },
    d.requireAuth,
    async (ctx) => {
      const { id, companyId } = ctx.state.user;
      ctx.body = await loadSessionUser(d.settings, companyId, id, d.config.BILLING_GRACE_DAYS);
    },
  );

  return router;
}
