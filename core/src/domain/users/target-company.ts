import type { Knex } from 'knex';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../http/state.js';

/**
 * The company a users request acts in: the caller's own, or, for a super user, the one it names (`companyId`
 * in the query or body, as the super admin's company screen sends it: "Usuário" lists and saves that company's
 * users). Anyone else naming another company is refused; a company nobody made is 404.
 */
export async function targetCompany(knex: Knex, actor: AuthUser, requested: number | undefined) {
  if (requested === undefined || requested === actor.companyId) return actor.companyId;
  if (!actor.super) throw new AppError('ERR_NO_PERMISSION', 403);
  if (!(await knex('companies').where({ id: requested }).first('id')))
    throw new AppError('ERR_NO_COMPANY_FOUND', 404);
  return requested;
}
