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
import { signAccessToken } from './access-token.js';
import { REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie.js';
import type { RefreshTokens } from './refresh-tokens.js';
import type { LoginRateLimit } from './login-rate-limit.js';
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
  rateLimit: LoginRateLimit;
  requireAuth: Middleware<AppState>;
}

export function authRoutes(d: Deps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/auth' });
  const answerWithSession = async (ctx: Context, user: User, refreshToken: string) => {
    setRefreshCookie(ctx, d.config, refreshToken);
    ctx.body = {
      token: signAccessToken(d.config, user),
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
      // a session elsewhere on this account is told to log out (spec §4 Session)
      d.realtime.emitToUser(user.companyId, user.id, 'auth', { action: 'update', user: { id: user.id } });
      await answerWithSession(ctx, user, await d.refreshTokens.issue(user.id));
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
        throw new AppError('ERR_SESSION_EXPIRED', 401);
      }
      const user = await crossTenant(User).findById(result.userId);
      if (!user) throw new AppError('ERR_SESSION_EXPIRED', 401);
      ensureCompanyActive(user, await Company.query().findById(user.companyId));
      await answerWithSession(ctx, user, result.token);
    },
  );

  route(
    router,
    {
      method: 'delete',
      path: '/logout',
      summary: 'Log out: revokes the refresh cookie',
      tags,
      auth: 'public',
    },
    async (ctx) => {
      const presented = ctx.cookies.get(REFRESH_COOKIE);
      if (presented) await d.refreshTokens.revoke(presented);
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
