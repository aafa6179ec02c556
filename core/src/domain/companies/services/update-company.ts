import { AppError, orNotFound } from '../../../errors/app-error.js';
import { Company } from '../company-model.js';
import { splitCompanySettings, type CompanyChanges } from '../company-schemas.js';
import { ensurePlanExists } from '../create-company.js';
import { announceCompany, COMPANY_NOT_FOUND, type CompanyDeps } from './company-deps.js';

const dueTime = (c: { dueDate: Date | null }) => (c.dueDate ? new Date(c.dueDate).getTime() : null);

/** Changes a company's columns and the settings its form carried; its sockets follow a change of standing. */
export async function updateCompany(deps: CompanyDeps, id: number, body: CompanyChanges): Promise<Company> {
  const { settings, realtime } = deps;
  const { columns: data, settings: values } = splitCompanySettings(settings.registry, body);
  if (data.name && (await Company.query().where('name', data.name).whereNot('id', id).first()))
    throw new AppError('ERR_COMPANY_NAME_ALREADY_EXISTS', 409);
  const before = orNotFound(await Company.query().findById(id), COMPANY_NOT_FOUND);
  if (data.planId !== undefined) await ensurePlanExists(data.planId);
  const company = await Company.query().patchAndFetchById(id, data as Partial<Company>);
  for (const [key, value] of Object.entries(values)) await settings.set(id, key, value);
  // suspended, or moved to a plan with other flags: the company's sockets reconnect (or are refused)
  if (company.status !== before.status || company.planId !== before.planId) realtime.disconnectCompany(id);
  // a new due date may end an overdue spell: sockets held to billing come back with every right
  else if (dueTime(company) !== dueTime(before)) realtime.reconnectOverdue(id);
  announceCompany(deps, 'update', company);
  return company;
}
