import Router from '@koa/router';
import type { Knex } from 'knex';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppState } from '../../http/state.js';
import { idParam, parseBody } from '../../http/validate.js';
import { route } from '../../http/route.js';
import { crudRoutes } from '../../http/crud-routes.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { companySchemas, schedulesBody } from './company-schemas.js';
import { limitPerIp } from '../../http/rate-limiter.js';
import { signupCompany } from './services/signup-company.js';
import { findCompany, findCompanyPlan, listCompanies } from './services/find-companies.js';
import { setCompanySchedules } from './services/set-company-schedules.js';
import { addCompany } from './services/add-company.js';
import { updateCompany } from './services/update-company.js';
import { advanceCompanyDueDate } from './services/advance-company-due-date.js';
import { deleteCompany } from './services/delete-company.js';

interface Deps {
  knex: Knex;
  settings: SettingsStore;
  realtime: Realtime;
  /** public signups per client address */
  signupLimit: RateLimiterAbstract;
}

/** HTTP only: parse the request, call a service (./services), answer. */
export function companyRoutes({ knex, settings, realtime, signupLimit }: Deps) {
  const deps = { knex, settings, realtime };
  const publicRouter = new Router<AppState>();
  const router = new Router<AppState>();
  const { companyBody, companyPatch, signupBody } = companySchemas(settings.registry);

  // every attempt counts, failed ones too: the answer says whether an e-mail has an account
  route(
    publicRouter,
    {
      method: 'post',
      path: '/companies/cadastro',
      summary: 'Sign up: a company on a 3-day trial and its admin',
      body: signupBody,
      status: 201,
      auth: 'public',
    },
    limitPerIp(signupLimit),
    async (ctx) => {
      ctx.body = await signupCompany(deps, parseBody(ctx, signupBody));
      ctx.status = 201;
    },
  );

  // static paths before /companies/:id, which would take 'listPlan' for an id
  route(
    router,
    { method: 'get', path: '/companies/listPlan/:companyId', summary: "A company's plan" },
    async (ctx) => {
      ctx.body = await findCompanyPlan(ctx.state.user, idParam(ctx, 'companyId'));
    },
  );
  route(
    router,
    {
      method: 'put',
      path: '/companies/:id/schedules',
      summary: "A company's opening hours (its admin or super)",
      body: schedulesBody,
    },
    async (ctx) => {
      const { schedules } = parseBody(ctx, schedulesBody);
      ctx.body = await setCompanySchedules(ctx.state.user, idParam(ctx), schedules);
    },
  );

  const everyCompany = {
    summary: 'Every company with its settings (super)',
    permission: 'companies:manage',
    run: () => listCompanies(settings),
  };
  crudRoutes(router, {
    path: '/companies',
    tags: ['companies'],
    writePermission: 'companies:manage',
    index: everyCompany,
    list: everyCompany,
    show: {
      summary: 'One company (its own, or any for super)',
      run: ({ user, id }) => findCompany(user, id),
    },
    create: {
      summary: 'Create a company (super)',
      body: companyBody,
      status: 201,
      run: ({ body }) => addCompany(deps, body),
    },
    update: {
      summary: 'Change a company (super)',
      body: companyPatch,
      run: ({ id, body }) => updateCompany(deps, id, body),
    },
    delete: {
      summary: 'Delete a company (super)',
      run: ({ user, id }) => deleteCompany(deps, user, id),
      answer: { message: 'Company deleted' },
    },
  });

  route(
    router,
    {
      method: 'post',
      path: '/companies/:id/advance-due-date',
      summary: 'Move the due date one recurrence on (super; Balcão addition)',
      permission: 'companies:manage',
    },
    async (ctx) => {
      ctx.body = await advanceCompanyDueDate(deps, idParam(ctx));
    },
  );

  return { publicRouter, router };
}
