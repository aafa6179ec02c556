import type { CompanyPlanWire } from '../../../contracts.js';
import { forbidden, notFound, orNotFound } from '../../../errors/app-error.js';
import type { AuthUser } from '../../../http/state.js';
import type { SettingsStore } from '../../settings/settings-store.js';
import { Company } from '../company-model.js';
import { COMPANY_NOT_FOUND } from './company-deps.js';

/** Every company with its settings: Whaticket's company editor reads its setting fields from company.settings[]. */
export async function listCompanies(settings: SettingsStore) {
  const companies = await Company.query().withGraphFetched('plan').orderBy('id');
  const settingsOf = await settings.listMany(companies.map((c) => c.id));
  return companies.map((c) => ({ ...c.toJSON(), settings: settingsOf.get(c.id) }));
}

/** One company with its plan: one's own, or any for a super user (403 otherwise). */
export async function findCompany(user: AuthUser, id: number): Promise<Company> {
  if (!user.super && id !== user.companyId) throw forbidden();
  return orNotFound(await Company.query().findById(id).withGraphFetched('plan'), COMPANY_NOT_FOUND);
}

/** A company's name and plan, the plan's flags spread on it; another company's is a 404 but for a super user. */
export async function findCompanyPlan(user: AuthUser, companyId: number): Promise<CompanyPlanWire> {
  if (!user.super && companyId !== user.companyId) throw notFound(COMPANY_NOT_FOUND);
  const company = orNotFound(
    await Company.query().findById(companyId).withGraphFetched('plan'),
    COMPANY_NOT_FOUND,
  );
  const plan = company.plan;
  return {
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
}
