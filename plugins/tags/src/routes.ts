import type Router from '@koa/router';
import { type AppState, crudRoutes, route } from '@balcao/core';
import type { KanbanLanes } from './contracts.js';
import { kanbanPlanOnly } from './kanban/kanban-plan.js';
import { tagBody, tagListQuery, tagPageQuery, tagPatch } from './tag-schemas.js';
import type { TagServices } from './services/tag-services.js';

/** HTTP only: parse the request, call a service, answer (Whaticket's paths and shapes, spec §7). */
export function tagRoutes(router: Router<AppState>, tags: TagServices) {
  // before /tags/:id, which would otherwise take "kanban" for an id
  route(
    router,
    {
      method: 'get',
      path: '/tags/kanban',
      summary: 'Kanban lanes: { lista } (plan useKanban)',
      tags: ['tags'],
    },
    kanbanPlanOnly,
    async (ctx) => {
      ctx.body = { lista: await tags.kanban(ctx.state.user.companyId) } satisfies KanbanLanes;
    },
  );
  crudRoutes(router, {
    path: '/tags',
    tags: ['tags'],
    index: {
      summary: 'A page of tags: { tags, count, hasMore }',
      query: tagPageQuery,
      run: ({ user, query }) => tags.page(user.companyId, query),
    },
    list: {
      summary: 'Every tag of the company',
      query: tagListQuery,
      run: ({ user, query }) => tags.list(user.companyId, query),
    },
    show: { summary: 'One tag', run: ({ user, id }) => tags.find(user.companyId, id) },
    create: {
      summary: 'Create a tag',
      body: tagBody,
      status: 201,
      run: ({ user, body }) => tags.create(user, body),
    },
    update: {
      summary: 'Change a tag (admin, supervisor)',
      body: tagPatch,
      permission: 'tags:manage',
      run: ({ user, id, body }) => tags.update(user, id, body),
    },
    delete: {
      summary: 'Delete a tag (admin, supervisor)',
      permission: 'tags:manage',
      run: ({ user, id }) => tags.delete(user, id),
      answer: { message: 'Tag deleted' },
    },
  });
}
