import { randomBytes } from 'node:crypto';
import { AppError } from '../../../errors/app-error.js';
import type { Company } from '../company-model.js';
import { splitCompanySettings, type CompanyForm } from '../company-schemas.js';
import { createCompany } from '../create-company.js';
import { announceCompany, type CompanyDeps } from './company-deps.js';

/** A company from the super admin's company form, with an admin on its e-mail when it has one. */
export async function addCompany(deps: CompanyDeps, body: CompanyForm): Promise<Company> {
  const parsed = splitCompanySettings(deps.settings.registry, body);
  const { password, ...data } = parsed.columns;
  if (password && !data.email) throw new AppError('ERR_VALIDATION', 400, { fields: { email: 'Required' } });
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
  const company = await createCompany(deps.knex, deps.settings, {
    ...data,
    settings: parsed.settings,
    admin,
  });
  announceCompany(deps, 'create', company);
  return company;
}

const unknownPassword = () => randomBytes(24).toString('base64url');
