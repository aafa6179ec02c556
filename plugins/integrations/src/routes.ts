import type Router from '@koa/router';
import { type AppState, idParam, planGuard, parseBody, parseQuery, route } from '@balcao/core';
import type { Knex } from 'knex';
import { integrationBody, integrationPageQuery, integrationPatch } from './integration-schemas.js';
import type { IntegrationCrud } from './services/integration-services.js';

/**
 * 403 ERR_NO_PERMISSION for a company whose plan lacks useIntegrations. The plugin-level planFlag would also
 * drop the module from the manifest, and spec §6 wants its page to tell the user and redirect: so every route of
 * this plugin takes this guard, and the menu item carries the flag (index.ts).
 */
export const requireIntegrationsFlag = (knex: Knex) => planGuard(knex, 'useIntegrations');

/**
 * HTTP only: parse, call a service, answer (Whaticket's paths and shapes, spec §7). Everyone of the company reads
 * (the queue dialog lists them); writes are admins' (they hold credentials).
 */
export function integrationRoutes(router: Router<AppState>, crud: IntegrationCrud, knex: Knex) {
  const tags = ['queueIntegration'];
  const base = '/queueIntegration';
  const flagged = requireIntegrationsFlag(knex);
  route(
    router,
    {
      method: 'get',
      path: base,
      summary: 'A page of queue integrations: { queueIntegrations, count, hasMore }',
      tags,
      query: integrationPageQuery,
    },
    flagged,
    async (ctx) => {
      ctx.body = await crud.page(ctx.state.user.companyId, parseQuery(ctx, integrationPageQuery));
    },
  );
  route(
    router,
    { method: 'get', path: `${base}/:id`, summary: 'One queue integration', tags },
    flagged,
    async (ctx) => {
      ctx.body = await crud.find(ctx.state.user.companyId, idParam(ctx));
    },
  );
  route(
    router,
    {
      method: 'post',
      path: base,
      summary: 'Create a queue integration (admin); n8n/webhook answer their signing secret this once',
      tags,
      body: integrationBody,
      status: 201,
      permission: 'integrations:manage',
    },
    flagged,
    async (ctx) => {
      ctx.body = await crud.create(ctx.state.user.companyId, parseBody(ctx, integrationBody));
      ctx.status = 201;
    },
  );
  route(
    router,
    {
      method: 'put',
      path: `${base}/:id`,
      summary: 'Change a queue integration (admin)',
      tags,
      body: integrationPatch,
      permission: 'integrations:manage',
    },
    flagged,
    async (ctx) => {
      ctx.body = await crud.update(ctx.state.user.companyId, idParam(ctx), parseBody(ctx, integrationPatch));
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: `${base}/:id`,
      summary: 'Delete a queue integration (admin)',
      tags,
      permission: 'integrations:manage',
    },
    flagged,
    async (ctx) => {
      await crud.delete(ctx.state.user.companyId, idParam(ctx));
      ctx.body = { message: 'Integration deleted' };
    },
  );
}
