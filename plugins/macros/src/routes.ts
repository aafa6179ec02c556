import type Router from '@koa/router';
import { type AppState, crudRoutes, idParam, route } from '@balcao/core';
import type { ActionKindList } from './contracts.js';
import { applyHeaders, macroBody, macroPatch } from './macro-schemas.js';
import type { MacroServices } from './services/macro-services.js';

/**
 * HTTP only: parse, call a service, answer. Every signed-in user reaches them; the record decides (shared macros
 * are written by admins, personal ones by their author, a ticket is acted on by who may see it).
 */
export function macroRoutes(router: Router<AppState>, macros: MacroServices) {
  const tags = ['macros'];
  // before /macros/:id, which would read "actions" as an id
  route(
    router,
    { method: 'get', path: '/macros/actions', summary: 'The kinds of action a macro may hold', tags },
    (ctx) => {
      ctx.body = { actions: macros.kinds() } satisfies ActionKindList;
    },
  );
  crudRoutes(router, {
    path: '/macros',
    tags,
    index: { summary: 'The shared macros and your personal ones', run: ({ user }) => macros.list(user) },
    show: { summary: 'One macro', run: ({ user, id }) => macros.find(user, id) },
    create: {
      summary: 'Create a macro (shared: admins)',
      body: macroBody,
      status: 201,
      errors: [
        'ERR_VALIDATION',
        'ERR_NO_PERMISSION',
        'ERR_NO_QUEUE_FOUND',
        'ERR_NO_USER_FOUND',
        'ERR_NO_TAG_FOUND',
      ],
      run: ({ user, body }) => macros.create(user, body),
    },
    update: {
      summary: 'Change a macro you may write',
      body: macroPatch,
      run: ({ user, id, body }) => macros.update(user, id, body),
    },
    delete: {
      summary: 'Delete a macro you may write',
      run: ({ user, id }) => macros.delete(user, id),
      answer: { message: 'Macro deleted' },
    },
  });
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
      ctx.body = await macros.apply(ctx.state.user, idParam(ctx), idParam(ctx, 'ticketId'), key);
    },
  );
}
