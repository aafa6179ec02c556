import { randomBytes } from 'node:crypto';
import Router, { type RouterContext } from '@koa/router';
import type { Knex } from 'knex';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppState } from '../../http/state.js';
import { idParam, parseBody } from '../../http/validate.js';
import { route } from '../../http/route.js';
import { AppError, forbidden, notFound, orNotFound } from '../../errors/app-error.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { Company } from './company-model.js';
import { companySchemas, schedulesBody, splitCompanySettings } from './company-schemas.js';
import { createCompany, ensurePlanExists } from './create-company.js';
import { Plan } from '../plans/plan-model.js';
import { isSignupPlan } from '../plans/signup-plans.js';
import { limitPerIp } from '../../http/rate-limiter.js';
import { advanceDueDate, trialDueDate } from './due-date.js';

const dueTime = (c: { dueDate: Date | null }) => (c.dueDate ? new Date(c.dueDate).getTime() : null);

interface Deps {
  knex: Knex;
  settings: SettingsStore;
  realtime: Realtime;
  /** public signups per client address */
  signupLimit: RateLimiterAbstract;
}

export function companyRoutes({ knex, settings, realtime, signupLimit }: Deps) {
  const publicRouter = new Router<AppState>();
  const router = new Router<AppState>();
  const { companyBody, companyPatch, signupBody } = companySchemas(settings.registry);
  const announce = (action: string, company: unknown) =>
    realtime.emitToRoom('supers', 'company', { action, company });

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
      const body = parseBody(ctx, signupBody);
      if ((await settings.get(await platformCompanyId(knex), 'userCreation')) === 'disabled')
        throw new AppError('ERR_USER_CREATION_DISABLED', 403);
      const plan = await Plan.query().findById(body.planId);
      if (!plan || !isSignupPlan(plan)) throw notFound('ERR_NO_PLAN_FOUND');
      const company = await createCompany(knex, settings, {
        name: body.name,
        email: body.email.toLowerCase(),
        phone: body.phone,
        planId: body.planId,
        status: true,
        recurrence: 'MENSAL',
        dueDate: trialDueDate(),
        trialExpiration: trialDueDate(),
        // what a trial gets of the settings the company form carries (campaignsEnabled: 'true')
        settings: Object.fromEntries(
          settings.registry
            .companyFields()
            .flatMap((d) => (d.companyField?.signup ? [[d.key, d.companyField.signup]] : [])),
        ),
        admin: { name: body.name, email: body.email, password: body.password },
      });
      announce('create', company);
      ctx.status = 201;
      ctx.body = company;
    },
  );

  // static paths before /companies/:id, which would take 'list' for an id
  // each with its settings: Whaticket's company editor reads its setting fields from company.settings[]
  const list = async (ctx: RouterContext<AppState>) => {
    const companies = await Company.query().withGraphFetched('plan').orderBy('id');
    const settingsOf = await settings.listMany(companies.map((c) => c.id));
    ctx.body = companies.map((c) => ({ ...c.toJSON(), settings: settingsOf.get(c.id) }));
  };
  route(
    router,
    {
      method: 'get',
      path: '/companies',
      summary: 'Every company with its settings (super)',
      permission: 'companies:manage',
    },
    list,
  );
  route(
    router,
    {
      method: 'get',
      path: '/companies/list',
      summary: 'Every company with its settings (super)',
      permission: 'companies:manage',
    },
    list,
  );

  route(
    router,
    { method: 'get', path: '/companies/listPlan/:companyId', summary: "A company's plan" },
    async (ctx) => {
      const companyId = idParam(ctx, 'companyId');
      if (!ctx.state.user.super && companyId !== ctx.state.user.companyId)
        throw notFound('ERR_NO_COMPANY_FOUND');
      const company = orNotFound(
        await Company.query().findById(companyId).withGraphFetched('plan'),
        'ERR_NO_COMPANY_FOUND',
      );
      const plan = company.plan;
      ctx.body = {
        id: company.id,
        name: company.name,
        plan: plan
          ? {
              id: plan.id,
              name: plan.name,
              users: plan.users,
              connections: plan.connections,
              queues: plan.queues,
              value: plan.value,
              ...plan.flagValues(),
            }
          : null,
      };
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
      const id = idParam(ctx);
      const { user } = ctx.state;
      if (!user.super && (id !== user.companyId || user.profile !== 'admin')) throw forbidden();
      const { schedules } = parseBody(ctx, schedulesBody);
      ctx.body = orNotFound(
        await Company.query().patchAndFetchById(id, { schedules }),
        'ERR_NO_COMPANY_FOUND',
      );
    },
  );

  route(
    router,
    { method: 'get', path: '/companies/:id', summary: 'One company (its own, or any for super)' },
    async (ctx) => {
      const id = idParam(ctx);
      if (!ctx.state.user.super && id !== ctx.state.user.companyId) throw forbidden();
      ctx.body = orNotFound(
        await Company.query().findById(id).withGraphFetched('plan'),
        'ERR_NO_COMPANY_FOUND',
      );
    },
  );

  route(
    router,
    {
      method: 'post',
      path: '/companies',
      summary: 'Create a company (super)',
      body: companyBody,
      status: 201,
      permission: 'companies:manage',
    },
    async (ctx) => {
      const parsed = splitCompanySettings(settings.registry, parseBody(ctx, companyBody));
      const { password, ...data } = parsed.columns;
      if (password && !data.email)
        throw new AppError('ERR_VALIDATION', 400, { fields: { email: 'Required' } });
      // Whaticket gives every new company an admin on its e-mail: the super admin's "Usuário" button opens it.
      // Without a password in the form it gets one nobody knows, until the super admin sets the first one there.
      const admin = data.email
        ? {
            name: data.name,
            email: data.email,
            password: password ?? unknownPassword(),
            ifEmailFree: !password,
          }
        : undefined;
      const company = await createCompany(knex, settings, { ...data, settings: parsed.settings, admin });
      announce('create', company);
      ctx.status = 201;
      ctx.body = company;
    },
  );

  route(
    router,
    {
      method: 'put',
      path: '/companies/:id',
      summary: 'Change a company (super)',
      body: companyPatch,
      permission: 'companies:manage',
    },
    async (ctx) => {
      const id = idParam(ctx);
      const { columns: data, settings: values } = splitCompanySettings(
        settings.registry,
        parseBody(ctx, companyPatch),
      );
      if (data.name && (await Company.query().where('name', data.name).whereNot('id', id).first()))
        throw new AppError('ERR_COMPANY_NAME_ALREADY_EXISTS', 409);
      const before = orNotFound(await Company.query().findById(id), 'ERR_NO_COMPANY_FOUND');
      if (data.planId !== undefined) await ensurePlanExists(data.planId);
      const company = await Company.query().patchAndFetchById(id, data as Partial<Company>);
      for (const [key, value] of Object.entries(values)) await settings.set(id, key, value);
      // suspended, or moved to a plan with other flags: the company's sockets reconnect (or are refused)
      if (company.status !== before.status || company.planId !== before.planId)
        realtime.disconnectCompany(id);
      // a new due date may end an overdue spell: sockets held to billing come back with every right
      else if (dueTime(company) !== dueTime(before)) realtime.reconnectOverdue(id);
      announce('update', company);
      ctx.body = company;
    },
  );

  route(
    router,
    {
      method: 'post',
      path: '/companies/:id/advance-due-date',
      summary: 'Move the due date one recurrence on (super; Balcão addition)',
      permission: 'companies:manage',
    },
    async (ctx) => {
      const id = idParam(ctx);
      const current = orNotFound(await Company.query().findById(id), 'ERR_NO_COMPANY_FOUND');
      const company = await Company.query().patchAndFetchById(id, {
        dueDate: advanceDueDate(current.dueDate, current.recurrence),
      });
      realtime.reconnectOverdue(id);
      announce('update', company);
      ctx.body = company;
    },
  );

  route(
    router,
    {
      method: 'delete',
      path: '/companies/:id',
      summary: 'Delete a company (super)',
      permission: 'companies:manage',
    },
    async (ctx) => {
      const id = idParam(ctx);
      if (id === ctx.state.user.companyId) throw forbidden();
      if (!(await Company.query().deleteById(id))) throw notFound('ERR_NO_COMPANY_FOUND');
      realtime.disconnectCompany(id);
      announce('delete', { id });
      ctx.body = { message: 'Company deleted' };
    },
  );

  return { publicRouter, router };
}

/** Platform-wide switches (userCreation) live in the settings of the super admin's company. */
async function platformCompanyId(knex: Knex): Promise<number> {
  const row = await knex('users').where({ super: true }).orderBy('id').first('companyId');
  return row?.companyId ?? 1;
}

const unknownPassword = () => randomBytes(24).toString('base64url');
