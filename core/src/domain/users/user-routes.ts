import Router from '@koa/router';
import type { Knex } from 'knex';
import type { AppState } from '../../http/state.js';
import { idParam, parseBody, parseQuery } from '../../http/validate.js';
import { route } from '../../http/route.js';
import { AppError, orNotFound } from '../../errors/app-error.js';
import { scoped } from '../../db/tenant-model.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { RefreshTokens } from '../../auth/refresh-tokens.js';
import { setRefreshCookie } from '../../auth/refresh-cookie.js';
import type { Config } from '../../config/config.js';
import type { LoginRateLimit } from '../../auth/login-rate-limit.js';
import { User } from './user-model.js';
import { userBody, userListQuery, userPatch, userShortListQuery } from './user-schemas.js';
import { targetCompany } from './target-company.js';
import { createUser, updateUser } from './save-user.js';
import { findUsers } from './find-users.js';

interface Deps {
  knex: Knex;
  realtime: Realtime;
  refreshTokens: RefreshTokens;
  config: Config;
  /** the login counters: a stolen access token cannot guess the current password faster than a login could */
  rateLimit: LoginRateLimit;
}

export function userRoutes({ knex, realtime, refreshTokens, config, rateLimit }: Deps) {
  const router = new Router<AppState>();

  route(
    router,
    {
      method: 'get',
      path: '/users',
      summary: 'A page of users: { users, hasMore, count } (admin)',
      query: userListQuery,
      permission: 'users:manage',
    },
    async (ctx) => {
      ctx.body = await findUsers(ctx.state.user.companyId, parseQuery(ctx, userListQuery));
    },
  );

  route(
    router,
    {
      method: 'get',
      path: '/users/list',
      summary: "The company's users, short form (a super user may name the company: companyId)",
      query: userShortListQuery,
    },
    async (ctx) => {
      const { companyId } = parseQuery(ctx, userShortListQuery);
      ctx.body = await scoped(User, await targetCompany(knex, ctx.state.user, companyId))
        .select('users.id', 'users.name', 'users.email', 'users.profile', 'users.online')
        .orderBy('users.name');
    },
  );

  route(
    router,
    { method: 'get', path: '/users/:id', summary: 'One user with its queues (admin, or oneself)' },
    async (ctx) => {
      const id = idParam(ctx);
      const { user: actor } = ctx.state;
      if (!actor.super && actor.profile !== 'admin' && actor.id !== id)
        throw new AppError('ERR_NO_PERMISSION', 403);
      // a super user opens any company's user: the Companies screen's "Usuário" dialog loads it by id alone
      const companyId = actor.super
        ? (((await knex('users').where({ id }).first('companyId')) as { companyId: number } | undefined)
            ?.companyId ?? actor.companyId)
        : actor.companyId;
      ctx.body = orNotFound(
        await scoped(User, companyId).findById(id).withGraphFetched('queues'),
        'ERR_NO_USER_FOUND',
      );
    },
  );

  route(
    router,
    {
      method: 'post',
      path: '/users',
      summary: 'Create a user (admin)',
      body: userBody,
      status: 201,
      permission: 'users:manage',
    },
    async (ctx) => {
      const user = await createUser(knex, ctx.state.user, parseBody(ctx, userBody));
      const full = await scoped(User, user.companyId).findById(user.id).withGraphFetched('queues');
      realtime.emitToCompany(user.companyId, 'user', { action: 'create', user: full });
      ctx.status = 201;
      ctx.body = full;
    },
  );

  route(
    router,
    {
      method: 'put',
      path: '/users/:id',
      summary: 'Change a user (admin; anyone their own name, e-mail, password)',
      body: userPatch,
    },
    async (ctx) => {
      const id = idParam(ctx);
      const changes = parseBody(ctx, userPatch);
      const checksCurrentPassword = Boolean(changes.password) && id === ctx.state.user.id;
      if (checksCurrentPassword) await rateLimit.attempt(ctx.ip, `user-${id}`);
      const { user, endsSessions } = await updateUser(knex, ctx.state.user, id, changes);
      if (checksCurrentPassword) await rateLimit.succeeded(ctx.ip, `user-${id}`);
      if (endsSessions) realtime.disconnectUser(user.companyId, id);
      if (changes.password && id === ctx.state.user.id) {
        // the caller's own token is now stale; a fresh refresh cookie lets its next 403 refresh silently
        setRefreshCookie(ctx, config, await refreshTokens.issue(id));
      }
      realtime.emitToCompany(user.companyId, 'user', { action: 'update', user });
      ctx.body = user;
    },
  );

  route(
    router,
    { method: 'delete', path: '/users/:id', summary: 'Delete a user (admin)', permission: 'users:manage' },
    async (ctx) => {
      const id = idParam(ctx);
      const { companyId, super: isSuper } = ctx.state.user;
      if (id === ctx.state.user.id) throw new AppError('ERR_NO_PERMISSION', 403);
      const target = orNotFound(
        await scoped(User, companyId).findById(id).select('users.id', 'users.super'),
        'ERR_NO_USER_FOUND',
      );
      // only a super user removes a super user (the platform company's other admins cannot)
      if (target.super && !isSuper) throw new AppError('ERR_NO_PERMISSION', 403);
      await scoped(User, companyId).delete().where('users.id', id);
      realtime.disconnectUser(companyId, id);
      realtime.emitToCompany(companyId, 'user', { action: 'delete', userId: id });
      ctx.body = { message: 'User deleted' };
    },
  );

  return router;
}
