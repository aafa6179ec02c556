import type Router from '@koa/router';
import { z } from 'zod';
import { type AppState, crudRoutes, idParam, route, searchParam } from '@balcao/core';
import { promptBody, promptPatch } from './prompt-schemas.js';
import type { PromptServices } from './services/prompt-services.js';

const listQuery = z.object({ searchParam: searchParam(), pageNumber: z.string().optional() });

/**
 * HTTP only: Whaticket's /prompt paths and shapes (spec §7); the company is always the caller's.
 * Writes are for admins (a prompt holds the company's AI credentials); Whaticket let any user write.
 */
export function promptRoutes(router: Router<AppState>, prompts: PromptServices) {
  const tags = ['prompts'];
  crudRoutes(router, {
    path: '/prompt',
    tags,
    writePermission: 'prompts:manage',
    index: {
      summary: "The company's prompts: { prompts, count, hasMore }",
      query: listQuery,
      run: ({ user, query }) => prompts.list(user.companyId, query.searchParam),
    },
    show: {
      summary: 'One prompt (credentials masked)',
      run: ({ user, id }) => prompts.find(user.companyId, id),
    },
    create: {
      summary: 'Create a prompt',
      body: promptBody,
      run: ({ user, body }) => prompts.create(user.companyId, body),
    },
    update: {
      summary: 'Change a prompt; a masked credential echoed back is kept',
      body: promptPatch,
      run: ({ user, id, body }) => prompts.update(user.companyId, id, body),
    },
  });
  // its answer is the service's message, which crudRoutes' fixed delete answer cannot carry
  route(
    router,
    {
      method: 'delete',
      path: '/prompt/:id',
      summary: 'Delete a prompt no connection uses: { message }',
      tags,
      permission: 'prompts:manage',
    },
    async (ctx) => {
      ctx.body = { message: await prompts.delete(ctx.state.user.companyId, idParam(ctx)) };
    },
  );
}
