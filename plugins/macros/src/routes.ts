import type Router from '@koa/router';
import { type AppState, idParam, parseBody, route } from '@balcao/core';
import { applyHeaders, macroBody, macroPatch } from './macro-schemas.js';
import type { MacroServices } from './services/macro-services.js';

/**
 * HTTP only: parse, call a service, answer. Every signed-in user reaches them; the record decides (shared macros
 * are written by admins, personal ones by their author, a ticket is acted on by who may see it).
 */
export function macroRoutes(router: Router<AppState>, macros: MacroServices) {
  const tags = ['macros'];
  const caller = (ctx: { state: AppState }) => ctx.state.user;
  route(
    router,
    { method: 'get', path: '/macros', summary: 'The shared macros and your personal ones', tags },
    async (ctx) => {
      ctx.body = await macros.list(caller(ctx));
    },
  );
  // before /macros/:id, which would read "actions" as an id
  route(
    router,
    { method: 'get', path: '/macros/actions', summary: 'The kinds of action a macro may hold', tags },
    (ctx) => {
      ctx.body = { actions: macros.kinds() };
    },
  );
  route(router, { method: 'get', path: '/macros/:id', summary: 'One macro', tags }, async (ctx) => {
    ctx.body = await macros.find(caller(ctx), idParam(ctx));
  });
  route(
    router,
    {
      method: 'post',
      path: '/macros',
      summary: 'Create a macro (shared: admins)',
      tags,
      body: macroBody,
      status: 201,
      errors: [
        'ERR_VALIDATION',
        'ERR_NO_PERMISSION',
        'ERR_NO_QUEUE_FOUND',
        'ERR_NO_USER_FOUND',
        'ERR_NO_TAG_FOUND',
      ],
    },
    async (ctx) => {
      ctx.body = await macros.create(caller(ctx), parseBody(ctx, macroBody));
      ctx.status = 201;
    },
  );
  route(
    router,
    { method: 'put', path: '/macros/:id', summary: 'Change a macro you may write', tags, body: macroPatch },
    async (ctx) => {
      ctx.body = await macros.update(caller(ctx), idParam(ctx), parseBody(ctx, macroPatch));
    },
  );
  route(
    router,
    { method: 'delete', path: '/macros/:id', summary: 'Delete a macro you may write', tags },
    async (ctx) => {
      await macros.delete(caller(ctx), idParam(ctx));
      ctx.body = { message: 'Macro deleted' };
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/macros/:id/apply/:ticketId',
      summary: "Apply a macro to a ticket: its actions in order, all or none; each action's outcome",
      tags,
      headers: applyHeaders,
      errors: [
        'ERR_NO_MACRO_FOUND',
        'ERR_NO_TICKET_FOUND',
        'ERR_NO_PERMISSION',
        'ERR_MACRO_ALREADY_APPLIED',
        'ERR_TICKET_ACTION_NOT_APPLICABLE',
      ],
    },
    async (ctx) => {
      const key = applyHeaders.parse(ctx.headers)['idempotency-key'];
      ctx.body = await macros.apply(caller(ctx), idParam(ctx), idParam(ctx, 'ticketId'), key);
    },
  );
}
