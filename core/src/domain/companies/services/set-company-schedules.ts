import { forbidden, orNotFound } from '../../../errors/app-error.js';
import type { AuthUser } from '../../../http/state.js';
import { Company } from '../company-model.js';
import type { CompanySchedules } from '../company-schemas.js';
import { COMPANY_NOT_FOUND } from './company-deps.js';

/** A company's opening hours, set by its admin or a super user (403 for anyone else). */
export async function setCompanySchedules(
  user: AuthUser,
  id: number,
  schedules: CompanySchedules,
): Promise<Company> {
  if (!user.super && (id !== user.companyId || user.profile !== 'admin')) throw forbidden();
  return orNotFound(await Company.query().patchAndFetchById(id, { schedules }), COMPANY_NOT_FOUND);
}
