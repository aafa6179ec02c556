import type Router from '@koa/router';
import { type AppState, crudRoutes, idParam, route } from '@balcao/core';
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
  crudRoutes(router, {
    path: '/automations',
    tags,
    permission,
    index: { summary: "The company's automation rules", run: ({ user }) => automations.list(user.companyId) },
    show: { summary: 'One automation rule', run: ({ user, id }) => automations.find(user.companyId, id) },
    create: {
      summary: 'Create an automation rule',
      body: ruleBody,
      status: 201,
      errors: [...rowErrors],
      run: ({ user, body }) => automations.create(user.companyId, body),
    },
    update: {
      summary: 'Change an automation rule',
      body: rulePatch,
      errors: [...rowErrors, 'ERR_NO_AUTOMATION_FOUND'],
      run: ({ user, id, body }) => automations.update(user.companyId, id, body),
    },
    delete: {
      summary: 'Delete an automation rule and its runs',
      run: ({ user, id }) => automations.delete(user.companyId, id),
      answer: { message: 'Automation deleted' },
    },
  });
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
}
