import type Router from '@koa/router';
import { z } from 'zod';
import { type AppState, idParam, parseBody, parseQuery, route, searchParam } from '@balcao/core';
import { promptBody, promptPatch } from './prompt-schemas.js';
import type { PromptServices } from './services/prompt-services.js';

const listQuery = z.object({ searchParam: searchParam(), pageNumber: z.string().optional() });

/**
 * HTTP only: Whaticket's /prompt paths and shapes (spec §7); the company is always the caller's.
 * Writes are for admins (a prompt holds the company's AI credentials); Whaticket let any user write.
 */
export function promptRoutes(router: Router<AppState>, prompts: PromptServices) {
  const tags = ['prompts'];
  route(
    router,
    {
      method: 'get',
      path: '/prompt',
      summary: "The company's prompts: { prompts, count, hasMore }",
      tags,
      query: listQuery,
    },
    async (ctx) => {
      ctx.body = await prompts.list(ctx.state.user.companyId, parseQuery(ctx, listQuery).searchParam);
    },
  );
  route(
    router,
    { method: 'get', path: '/prompt/:id', summary: 'One prompt (credentials masked)', tags },
    async (ctx) => {
      ctx.body = await prompts.find(ctx.state.user.companyId, idParam(ctx));
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/prompt',
      summary: 'Create a prompt',
      tags,
      body: promptBody,
      permission: 'prompts:manage',
    },
    async (ctx) => {
      ctx.body = await prompts.create(ctx.state.user.companyId, parseBody(ctx, promptBody));
    },
  );
  route(
    router,
    {
      method: 'put',
      path: '/prompt/:id',
      summary: 'Change a prompt; a masked credential echoed back is kept',
      tags,
      body: promptPatch,
      permission: 'prompts:manage',
    },
    async (ctx) => {
      ctx.body = await prompts.update(ctx.state.user.companyId, idParam(ctx), parseBody(ctx, promptPatch));
    },
  );
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
