import { forbidden, notFound } from '../../../errors/app-error.js';
import type { AuthUser } from '../../../http/state.js';
import { Company } from '../company-model.js';
import { announceCompany, COMPANY_NOT_FOUND, type CompanyDeps } from './company-deps.js';

/** Deletes a company and drops its sockets; nobody deletes their own company (403). */
export async function deleteCompany(deps: CompanyDeps, user: AuthUser, id: number): Promise<void> {
  if (id === user.companyId) throw forbidden();
  if (!(await Company.query().deleteById(id))) throw notFound(COMPANY_NOT_FOUND);
  deps.realtime.disconnectCompany(id);
  announceCompany(deps, 'delete', { id });
}
