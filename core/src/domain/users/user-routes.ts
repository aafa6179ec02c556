import Router from '@koa/router';
import type { Knex } from 'knex';
import type { AppState } from '../../http/state.js';
import { idParam, parseBody } from '../../http/validate.js';
import { route } from '../../http/route.js';
import { crudRoutes } from '../../http/crud-routes.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { RefreshTokens } from '../../auth/refresh-tokens.js';
import { setRefreshCookie } from '../../auth/refresh-cookie.js';
import type { Config } from '../../config/config.js';
import type { LoginRateLimit } from '../../auth/login-rate-limit.js';
import type { Hooks } from '../../plugins/hooks.js';
import { userBody, userListQuery, userPatch, userShortListQuery } from './user-schemas.js';
import { findUsers } from './find-users.js';
import { findUser, listUserNames } from './services/find-user.js';
import { addUser } from './services/add-user.js';
import { changeUser } from './services/change-user.js';
import { deleteUser } from './services/delete-user.js';

interface Deps {
  knex: Knex;
  realtime: Realtime;
  refreshTokens: RefreshTokens;
  config: Config;
  /** the login counters: a stolen access token cannot guess the current password faster than a login could */
  rateLimit: LoginRateLimit;
  hooks: Hooks;
}

/** HTTP only: parse the request, call a service (./services), answer. */
export function userRoutes({ knex, realtime, refreshTokens, config, rateLimit, hooks }: Deps) {
  const deps = { knex, realtime, rateLimit, hooks };
  const router = new Router<AppState>();

  crudRoutes(router, {
    path: '/users',
    tags: ['users'],
    index: {
      summary: 'A page of users: { users, hasMore, count } (admin)',
      query: userListQuery,
      permission: 'users:manage',
      run: ({ user, query }) => findUsers(user.companyId, query),
    },
    list: {
      summary: "The company's users, short form (a super user may name the company: companyId)",
      query: userShortListQuery,
      run: ({ user, query }) => listUserNames(knex, user, query.companyId),
    },
    show: {
      summary: 'One user with its queues (admin, or oneself)',
      run: ({ user, id }) => findUser(knex, user, id),
    },
    create: {
      summary: 'Create a user (admin)',
      body: userBody,
      status: 201,
      permission: 'users:manage',
      run: ({ user, body }) => addUser(deps, user, body),
    },
  });

  // not in crudRoutes' set above: one's own new password also renews the refresh cookie (and delete follows
  // it, so that /users/:id keeps its methods in Whaticket's order: GET, PUT, DELETE)
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
      ctx.body = await changeUser(deps, ctx.state.user, id, changes, ctx.ip);
      // the caller's own token is now stale; a fresh refresh cookie lets its next 403 refresh silently
      if (changes.password && id === ctx.state.user.id)
        setRefreshCookie(ctx, config, await refreshTokens.issue(id));
    },
  );

  route(
    router,
    { method: 'delete', path: '/users/:id', summary: 'Delete a user (admin)', permission: 'users:manage' },
    async (ctx) => {
      await deleteUser(deps, ctx.state.user, idParam(ctx));
      ctx.body = { message: 'User deleted' };
    },
  );

  return router;
}
