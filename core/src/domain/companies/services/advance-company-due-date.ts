import { orNotFound } from '../../../errors/app-error.js';
import { Company } from '../company-model.js';
import { advanceDueDate } from '../due-date.js';
import { announceCompany, COMPANY_NOT_FOUND, type CompanyDeps } from './company-deps.js';

/** Moves the due date one recurrence on; sockets held to billing come back with every right. */
export async function advanceCompanyDueDate(deps: CompanyDeps, id: number): Promise<Company> {
  const current = orNotFound(await Company.query().findById(id), COMPANY_NOT_FOUND);
  const company = await Company.query().patchAndFetchById(id, {
    dueDate: advanceDueDate(current.dueDate, current.recurrence),
  });
  deps.realtime.reconnectOverdue(id);
  announceCompany(deps, 'update', company);
  return company;
}
