import type Router from '@koa/router';
import { type AppState, idParam, parseBody, route } from '@balcao/core';
import { ruleBody, rulePatch } from './rule-schemas.js';
import type { AutomationServices } from './services/automation-services.js';

/** HTTP only: parse, call a service, answer. The company's admins (automations:manage) only. */
export function automationRoutes(router: Router<AppState>, automations: AutomationServices) {
  const tags = ['automations'];
  const permission = 'automations:manage';
  const company = (ctx: { state: AppState }) => ctx.state.user.companyId;
  const rowErrors = [
    'ERR_VALIDATION',
    'ERR_NO_PERMISSION',
    'ERR_NO_QUEUE_FOUND',
    'ERR_NO_USER_FOUND',
    'ERR_NO_TAG_FOUND',
    'ERR_NO_WAPP_FOUND',
    'ERR_EGRESS_URL_REFUSED',
  ] as const;
  route(
    router,
    { method: 'get', path: '/automations', summary: "The company's automation rules", tags, permission },
    async (ctx) => {
      ctx.body = await automations.list(company(ctx));
    },
  );
  // before /automations/:id, which would read "catalog" as an id
  route(
    router,
    {
      method: 'get',
      path: '/automations/catalog',
      summary: 'What a rule may start on, test and do, with their names per language',
      tags,
      permission,
    },
    (ctx) => {
      ctx.body = automations.catalog();
    },
  );
  route(
    router,
    { method: 'get', path: '/automations/:id', summary: 'One automation rule', tags, permission },
    async (ctx) => {
      ctx.body = await automations.find(company(ctx), idParam(ctx));
    },
  );
  route(
    router,
    {
      method: 'get',
      path: '/automations/:id/runs',
      summary: "A rule's latest runs and their outcomes, newest first",
      tags,
      permission,
    },
    async (ctx) => {
      ctx.body = await automations.runs(company(ctx), idParam(ctx));
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/automations',
      summary: 'Create an automation rule',
      tags,
      permission,
      body: ruleBody,
      status: 201,
      errors: [...rowErrors],
    },
    async (ctx) => {
      ctx.body = await automations.create(company(ctx), parseBody(ctx, ruleBody));
      ctx.status = 201;
    },
  );
  route(
    router,
    {
      method: 'put',
      path: '/automations/:id',
      summary: 'Change an automation rule',
      tags,
      permission,
      body: rulePatch,
      errors: [...rowErrors, 'ERR_NO_AUTOMATION_FOUND'],
    },
    async (ctx) => {
      ctx.body = await automations.update(company(ctx), idParam(ctx), parseBody(ctx, rulePatch));
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: '/automations/:id',
      summary: 'Delete an automation rule and its runs',
      tags,
      permission,
    },
    async (ctx) => {
      await automations.delete(company(ctx), idParam(ctx));
      ctx.body = { message: 'Automation deleted' };
    },
  );
}
