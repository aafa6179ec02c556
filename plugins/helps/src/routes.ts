import type Router from '@koa/router';
import { type AppState, idParam, parseBody, requireSuper, route } from '@balcao/core';
import { helpBody, helpPatch } from './help-schemas.js';
import type { HelpServices } from './services/help-services.js';

/** HTTP only: parse the request, call a service, answer (Whaticket's paths and shapes, spec §7). */
export function helpRoutes(router: Router<AppState>, helps: HelpServices) {
  const tags = ['helps'];
  const list = async (ctx: { body: unknown }) => {
    ctx.body = await helps.list();
  };
  route(router, { method: 'get', path: '/helps', summary: 'Every help video', tags }, list);
  route(router, { method: 'get', path: '/helps/list', summary: 'Every help video', tags }, list);
  route(router, { method: 'get', path: '/helps/:id', summary: 'One help video', tags }, async (ctx) => {
    ctx.body = await helps.find(idParam(ctx));
  });
  route(
    router,
    {
      method: 'post',
      path: '/helps',
      summary: 'Create a help video (super)',
      tags,
      body: helpBody,
      status: 201,
    },
    requireSuper,
    async (ctx) => {
      ctx.body = await helps.create(parseBody(ctx, helpBody));
      ctx.status = 201;
    },
  );
  route(
    router,
    { method: 'put', path: '/helps/:id', summary: 'Change a help video (super)', tags, body: helpPatch },
    requireSuper,
    async (ctx) => {
      ctx.body = await helps.update(idParam(ctx), parseBody(ctx, helpPatch));
    },
  );
  route(
    router,
    { method: 'delete', path: '/helps/:id', summary: 'Delete a help video (super)', tags },
    requireSuper,
    async (ctx) => {
      await helps.delete(idParam(ctx));
      ctx.body = { message: 'Help deleted' };
    },
  );
}
