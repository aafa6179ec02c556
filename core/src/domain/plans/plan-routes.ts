import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AppState } from '../../http/state.js';
import { idParam, parseBody } from '../../http/validate.js';
import { route } from '../../http/route.js';
import { AppError, notFound, orNotFound } from '../../errors/app-error.js';
import type { Realtime } from '../../realtime/realtime.js';
import { Plan } from './plan-model.js';
import { isSignupPlan } from './signup-plans.js';
import { planSchemas } from './plan-schemas.js';

const PLAN_NOT_FOUND = 'ERR_NO_PLAN_FOUND';

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
      const plans = await Plan.query().orderBy('value').orderBy('id');
      ctx.body = ctx.state.user?.super ? plans : plans.filter(isSignupPlan);
    },
  );

  const router = new Router<AppState>();
  route(router, { method: 'get', path: '/plans/all', summary: 'Every plan' }, async (ctx) => {
    ctx.body = await Plan.query().orderBy('id');
  });
  route(router, { method: 'get', path: '/plans', summary: 'Every plan' }, async (ctx) => {
    ctx.body = await Plan.query().orderBy('id');
  });
  route(router, { method: 'get', path: '/plans/:id', summary: 'One plan' }, async (ctx) => {
    ctx.body = orNotFound(await Plan.query().findById(idParam(ctx)), PLAN_NOT_FOUND);
  });
  route(
    router,
    {
      method: 'post',
      path: '/plans',
      summary: 'Create a plan (super)',
      body: planBody,
      status: 201,
      permission: 'plans:manage',
    },
    async (ctx) => {
      const { rest, limits } = Plan.limits.split(parseBody(ctx, planBody));
      const { columns, flags } = Plan.flags.split(rest);
      await ensureUniqueName(columns.name!);
      const plan = await Plan.query().insertAndFetch({ ...columns, features: flags, limits });
      realtime.emitToRoom('supers', 'plan', { action: 'create', plan });
      ctx.status = 201;
      ctx.body = plan;
    },
  );
  route(
    router,
    {
      method: 'put',
      path: '/plans/:id',
      summary: 'Change a plan (super)',
      body: planPatch,
      permission: 'plans:manage',
    },
    async (ctx) => {
      const id = idParam(ctx);
      const { rest, limits } = Plan.limits.split(parseBody(ctx, planPatch));
      const { columns, flags } = Plan.flags.split(rest);
      if (columns.name) await ensureUniqueName(columns.name, id);
      const plan = await Plan.transaction(async (trx) => {
        const current = orNotFound(await Plan.query(trx).findById(id).forUpdate(), PLAN_NOT_FOUND);
        const features = { ...current.features, ...flags };
        return Plan.query(trx).patchAndFetchById(id, {
          ...columns,
          features,
          limits: { ...current.limits, ...limits },
        });
      });
      realtime.emitToRoom('supers', 'plan', { action: 'update', plan });
      ctx.body = plan;
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: '/plans/:id',
      summary: 'Delete a plan no company uses (super)',
      permission: 'plans:manage',
    },
    async (ctx) => {
      const id = idParam(ctx);
      const inUse = await Plan.knex()('companies').where({ planId: id }).first('id');
      if (inUse) throw new AppError('ERR_PLAN_IN_USE', 409);
      if (!(await Plan.query().deleteById(id))) throw notFound(PLAN_NOT_FOUND);
      realtime.emitToRoom('supers', 'plan', { action: 'delete', planId: id });
      ctx.body = { message: 'Plan deleted' };
    },
  );
  return { publicRouter, router };
}

async function ensureUniqueName(name: string, exceptId?: number) {
  const q = Plan.query().where('name', name);
  if (exceptId) q.whereNot('id', exceptId);
  if (await q.first()) throw new AppError('ERR_PLAN_NAME_ALREADY_EXISTS', 409);
}
