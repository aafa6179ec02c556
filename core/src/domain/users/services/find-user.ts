import type { Knex } from 'knex';
import { AppError, orNotFound } from '../../../errors/app-error.js';
import { tenant } from '../../../db/tenant-db.js';
import type { AuthUser } from '../../../http/state.js';
import { User } from '../user-model.js';
import { targetCompany } from '../target-company.js';
import { USER_NOT_FOUND } from './user-deps.js';

/** One user with its queues, for an admin or the user itself (403 ERR_NO_PERMISSION for anyone else). */
export async function findUser(knex: Knex, actor: AuthUser, id: number): Promise<User> {
  if (!actor.super && actor.profile !== 'admin' && actor.id !== id)
    throw new AppError('ERR_NO_PERMISSION', 403);
  // a super user opens any company's user: the Companies screen's "Usuário" dialog loads it by id alone
  const companyId = actor.super
    ? (((await knex('users').where({ id }).first('companyId')) as { companyId: number } | undefined)
        ?.companyId ?? actor.companyId)
    : actor.companyId;
  return orNotFound(await tenant(companyId)(User).findById(id).withGraphFetched('queues'), USER_NOT_FOUND);
}

/** The company's users, short form, by name; a super user may name another company. */
export async function listUserNames(knex: Knex, actor: AuthUser, companyId: number | undefined) {
  return tenant(await targetCompany(knex, actor, companyId))(User)
    .select('users.id', 'users.name', 'users.email', 'users.profile', 'users.online')
    .orderBy('users.name');
}
