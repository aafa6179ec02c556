import type { Knex } from 'knex';
import { AppError } from '../../errors/app-error.js';
import { Company, type Recurrence } from './company-model.js';
import { Plan } from '../plans/plan-model.js';
import { User } from '../users/user-model.js';
import { hashPassword } from '../../auth/passwords.js';
import type { SettingsStore } from '../settings/settings-store.js';

export interface NewCompany {
  name: string;
  email?: string;
  phone?: string;
  planId: number;
  status?: boolean;
  dueDate?: Date | null;
  recurrence?: Recurrence;
  /** declared settings to write with the company (the company form's `campaignsEnabled`) */
  settings?: Record<string, string>;
  /** `ifEmailFree`: an e-mail another user has means no admin, not a refused company */
  admin?: { name: string; email: string; password: string; ifEmailFree?: boolean };
  [address: string]: unknown;
}

/** 404 ERR_NO_PLAN_FOUND for a plan id nobody made: before the foreign key answers it with a 500. */
export async function ensurePlanExists(planId: number, trx?: Knex): Promise<void> {
  if (!(await Plan.query(trx).findById(planId))) throw new AppError('ERR_NO_PLAN_FOUND', 404);
}

/** A company, its first admin and the settings its form carried, in one transaction. */
export async function createCompany(
  knex: Knex,
  settings: SettingsStore,
  input: NewCompany,
): Promise<Company> {
  const { admin, settings: values = {}, ...fields } = input;
  return knex.transaction(async (trx) => {
    await ensurePlanExists(input.planId, trx);
    if (await Company.query(trx).where('name', input.name).first())
      throw new AppError('ERR_COMPANY_NAME_ALREADY_EXISTS', 409);
    const emailTaken = admin && (await trx('users').where({ email: admin.email.toLowerCase() }).first('id'));
    if (emailTaken && !admin.ifEmailFree) throw new AppError('ERR_EMAIL_ALREADY_EXISTS', 409);
    const company = await Company.query(trx).insertAndFetch(fields as Partial<Company>);
    for (const [key, value] of Object.entries(values)) await settings.set(company.id, key, value, trx);
    if (admin && !emailTaken) {
      await User.query(trx)
        .context({ companyId: company.id })
        .insert({
          name: admin.name.slice(0, 50),
          email: admin.email.toLowerCase(),
          passwordHash: await hashPassword(admin.password),
          profile: 'admin',
        });
    }
    return company;
  });
}
