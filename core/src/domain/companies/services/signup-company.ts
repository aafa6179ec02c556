import type { Knex } from 'knex';
import { AppError, notFound } from '../../../errors/app-error.js';
import { Plan } from '../../plans/plan-model.js';
import { isSignupPlan } from '../../plans/signup-plans.js';
import type { Company } from '../company-model.js';
import type { SignupForm } from '../company-schemas.js';
import { createCompany } from '../create-company.js';
import { trialDueDate } from '../due-date.js';
import { announceCompany, type CompanyDeps } from './company-deps.js';

/**
 * The public signup: a company on a 3-day trial and its admin. 403 ERR_USER_CREATION_DISABLED when the
 * platform turned signups off, 404 ERR_NO_PLAN_FOUND for a plan signup does not offer.
 */
export async function signupCompany(deps: CompanyDeps, body: SignupForm): Promise<Company> {
  const { knex, settings } = deps;
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
  announceCompany(deps, 'create', company);
  return company;
}

/** Platform-wide switches (userCreation) live in the settings of the super admin's company. */
async function platformCompanyId(knex: Knex): Promise<number> {
  const row = await knex('users').where({ super: true }).orderBy('id').first('companyId');
  return row?.companyId ?? 1;
}
