import type Router from '@koa/router';
import { type AppState, idParam, parseBody, parseQuery, route } from '@balcao/core';
import { kanbanPlanOnly } from './kanban/kanban-plan.js';
import { tagBody, tagListQuery, tagPageQuery, tagPatch } from './tag-schemas.js';
import type { TagServices } from './services/tag-services.js';

/** HTTP only: parse the request, call a service, answer (Whaticket's paths and shapes, spec §7). */
export function tagRoutes(router: Router<AppState>, tags: TagServices) {
  const spec = { tags: ['tags'] };
  route(
    router,
    {
      method: 'get',
      path: '/tags',
      summary: 'A page of tags: { tags, count, hasMore }',
      query: tagPageQuery,
      ...spec,
    },
    async (ctx) => {
      ctx.body = await tags.page(ctx.state.user.companyId, parseQuery(ctx, tagPageQuery));
    },
  );
  // before /tags/:id, which would otherwise take "list" and "kanban" for ids
  route(
    router,
    { method: 'get', path: '/tags/list', summary: 'Every tag of the company', query: tagListQuery, ...spec },
    async (ctx) => {
      ctx.body = await tags.list(ctx.state.user.companyId, parseQuery(ctx, tagListQuery));
    },
  );
  route(
    router,
    { method: 'get', path: '/tags/kanban', summary: 'Kanban lanes: { lista } (plan useKanban)', ...spec },
    kanbanPlanOnly,
    async (ctx) => {
      ctx.body = { lista: await tags.kanban(ctx.state.user.companyId) };
    },
  );
  route(router, { method: 'get', path: '/tags/:id', summary: 'One tag', ...spec }, async (ctx) => {
    ctx.body = await tags.find(ctx.state.user.companyId, idParam(ctx));
  });
  route(
    router,
    { method: 'post', path: '/tags', summary: 'Create a tag', body: tagBody, status: 201, ...spec },
    async (ctx) => {
      ctx.body = await tags.create(ctx.state.user, parseBody(ctx, tagBody));
      ctx.status = 201;
    },
  );
  route(
    router,
    {
      method: 'put',
      path: '/tags/:id',
      summary: 'Change a tag (admin, supervisor)',
      body: tagPatch,
      permission: 'tags:manage',
      ...spec,
    },
    async (ctx) => {
      ctx.body = await tags.update(ctx.state.user, idParam(ctx), parseBody(ctx, tagPatch));
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: '/tags/:id',
      summary: 'Delete a tag (admin, supervisor)',
      permission: 'tags:manage',
      ...spec,
    },
    async (ctx) => {
      await tags.delete(ctx.state.user, idParam(ctx));
      ctx.body = { message: 'Tag deleted' };
    },
  );
}
