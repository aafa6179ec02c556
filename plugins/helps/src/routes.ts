import type Router from '@koa/router';
import { type AppState, idParam, parseBody, route } from '@balcao/core';
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
      permission: 'helps:write',
    },
    async (ctx) => {
      ctx.body = await helps.create(parseBody(ctx, helpBody));
      ctx.status = 201;
    },
  );
  route(
    router,
    {
      method: 'put',
      path: '/helps/:id',
      summary: 'Change a help video (super)',
      tags,
      body: helpPatch,
      permission: 'helps:write',
    },
    async (ctx) => {
      ctx.body = await helps.update(idParam(ctx), parseBody(ctx, helpPatch));
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: '/helps/:id',
      summary: 'Delete a help video (super)',
      tags,
      permission: 'helps:write',
    },
    async (ctx) => {
      await helps.delete(idParam(ctx));
      ctx.body = { message: 'Help deleted' };
    },
  );
}
