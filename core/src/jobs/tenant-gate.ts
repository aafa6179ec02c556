import type { Knex } from 'knex';
import { companyPlan } from '../plugins/plan-guard.js';

/** Whether the company's plan has the flag (stored, or the declaration's default). */
async function companyHasFlag(knex: Knex, companyId: number, flag: string): Promise<boolean> {
  const plan = await companyPlan(knex, companyId);
  return Boolean(plan?.[flag]);
}

/**
 * Why a plugin's job for this company must not run now, or null when it may: the company must
 * exist and be active and, for a plugin with a plan flag, its plan must have that flag.
 */
export async function tenantSkipReason(
  knex: Knex,
  companyId: number,
  flag: string | undefined,
): Promise<string | null> {
  const company = await knex('companies').where({ id: companyId }).first('status');
  if (!company) return `company ${companyId} does not exist`;
  // SQLite answers 0/1, MariaDB a tinyint
  if (!Number(company.status)) return `company ${companyId} is inactive`;
  if (flag && !(await companyHasFlag(knex, companyId, flag)))
    return `the plan of company ${companyId} lacks ${flag}`;
  return null;
}
