import type { Knex } from 'knex';
import { standingOf, type CompanyStanding } from './company-access.js';
import type { Profile } from '../domain/users/user-model.js';

/** A token's user as the database has it now, with the company's standing: HTTP and sockets read the same. */
export interface Caller {
  id: number;
  companyId: number;
  profile: Profile;
  super: boolean;
  tokenVersion: number;
  company: CompanyStanding;
}

export async function loadCaller(knex: Knex, userId: number): Promise<Caller | undefined> {
  const row = await knex('users')
    .join('companies', 'companies.id', 'users.companyId')
    .where('users.id', userId)
    .first(
      'users.id',
      'users.companyId',
      'users.profile',
      'users.super',
      'users.tokenVersion',
      'companies.status as companyStatus',
      'companies.dueDate as companyDueDate',
    );
  if (!row) return undefined;
  return {
    id: row.id,
    companyId: row.companyId,
    profile: row.profile,
    super: Boolean(row.super),
    tokenVersion: row.tokenVersion,
    company: standingOf(row),
  };
}
