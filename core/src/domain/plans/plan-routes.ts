import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AppState } from '../../http/state.js';
import { route } from '../../http/route.js';
import { crudRoutes } from '../../http/crud-routes.js';
import type { Realtime } from '../../realtime/realtime.js';
import { Plan } from './plan-model.js';
import { planSchemas } from './plan-schemas.js';
import { findPlan, listPlans, listSignupPlans } from './services/find-plans.js';
import { createPlan } from './services/create-plan.js';
import { updatePlan } from './services/update-plan.js';
import { deletePlan } from './services/delete-plan.js';

/**
 * Plans are platform-wide, written by super users. The public list is what signup offers; a super user's
 * client (Whaticket's company form reads /plans/list too) gets every plan by sending its token.
 */
export function planRoutes(realtime: Realtime, requireAuth: Middleware<AppState>) {
  const { planBody, planPatch } = planSchemas(Plan.flags, Plan.limits);
  const publicRouter = new Router<AppState>();
  route(
    publicRouter,
    {
      method: 'get',
      path: '/plans/list',
      summary: 'Plans signup offers (every plan for a super user)',
      auth: 'optional',
    },
    async (ctx) => {
      if (ctx.get('authorization')) await requireAuth(ctx, async () => undefined);
      ctx.body = await listSignupPlans(ctx.state.user);
    },
  );

  const router = new Router<AppState>();
  // before /plans/:id, which would take 'all' for an id
  route(router, { method: 'get', path: '/plans/all', summary: 'Every plan' }, async (ctx) => {
    ctx.body = await listPlans();
  });
  crudRoutes(router, {
    path: '/plans',
    tags: ['plans'],
    writePermission: 'plans:manage',
    index: { summary: 'Every plan', run: listPlans },
    show: { summary: 'One plan', run: ({ id }) => findPlan(id) },
    create: {
      summary: 'Create a plan (super)',
      body: planBody,
      status: 201,
      run: ({ body }) => createPlan(realtime, body),
    },
    update: {
      summary: 'Change a plan (super)',
      body: planPatch,
      run: ({ id, body }) => updatePlan(realtime, id, body),
    },
    delete: {
      summary: 'Delete a plan no company uses (super)',
      run: ({ id }) => deletePlan(realtime, id),
      answer: { message: 'Plan deleted' },
    },
  });
  return { publicRouter, router };
}
