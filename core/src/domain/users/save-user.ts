import type { Knex } from 'knex';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { tenant } from '../../db/tenant-db.js';
import type { AuthUser } from '../../http/state.js';
import { hashPassword } from '../../auth/passwords.js';
import { User } from './user-model.js';
import { targetCompany } from './target-company.js';
import { ensurePlanAllowsAnother } from '../plans/plan-limit.js';
import type { userBody } from './user-schemas.js';
import { effectiveChanges, type UserChanges } from './effective-changes.js';
import {
  ensureConnectionOwned,
  ensureCurrentPassword,
  ensureEmailFree,
  ensureMayChange,
  setQueues,
} from './user-rules.js';

export type NewUser = z.output<typeof userBody>;

/** Creates a user in the caller's company (or the one a super user names), within the plan's user limit. */
export async function createUser(knex: Knex, actor: AuthUser, input: NewUser): Promise<User> {
  const companyId = await targetCompany(knex, actor, input.companyId);
  if (input.super && !actor.super) throw new AppError('ERR_NO_PERMISSION', 403);
  // hashed before the transaction: on SQLite's single connection a transaction blocks every other request
  const passwordHash = await hashPassword(input.password);
  return knex.transaction(async (trx) => {
    await ensurePlanAllowsAnother(trx, companyId, 'users');
    await ensureEmailFree(trx, input.email);
    const { queueIds, password: _password, whatsappId = null, companyId: _company, ...fields } = input;
    await ensureConnectionOwned(trx, companyId, whatsappId);
    const user = await tenant(
      companyId,
      trx,
    )(User).insertAndFetch({
      ...fields,
      profile: fields.profile ?? 'user',
      super: fields.super ?? false,
      email: input.email.toLowerCase(),
      whatsappId,
      passwordHash,
    });
    if (queueIds) await setQueues(trx, companyId, user.id, queueIds);
    return user;
  });
}

/**
 * Applies a user form save (see ensureMayChange for who may change what). A password change bumps the token
 * version and revokes the refresh tokens, which signs out every session of that user.
 */
export async function updateUser(
  knex: Knex,
  actor: AuthUser,
  id: number,
  changes: UserChanges,
): Promise<{ user: User; endsSessions: boolean }> {
  // the user is looked up in that company: naming one does not move a user between companies
  const companyId = await targetCompany(knex, actor, changes.companyId);
  const current = await tenant(companyId)(User).findById(id).withGraphFetched('queues');
  if (!current) throw new AppError('ERR_NO_USER_FOUND', 404);
  const effective = effectiveChanges(changes, current);
  ensureMayChange(actor, current, effective);
  const { queueIds, password, currentPassword, whatsappId, companyId: _company, ...fields } = effective;
  if (password && id === actor.id) await ensureCurrentPassword(currentPassword, current.passwordHash);
  const passwordHash = password ? await hashPassword(password) : undefined;
  // a new password or a new role ends the user's open sockets: they reconnect with what they may now hear
  const endsSessions = Boolean(passwordHash) || fields.profile !== undefined || fields.super !== undefined;
  const user = await knex.transaction(async (trx) => {
    if (fields.email) await ensureEmailFree(trx, fields.email);
    const patch: Partial<User> = { ...fields };
    if (fields.email) patch.email = fields.email.toLowerCase();
    if (whatsappId !== undefined) {
      await ensureConnectionOwned(trx, companyId, whatsappId);
      patch.whatsappId = whatsappId;
    }
    if (passwordHash) {
      patch.passwordHash = passwordHash;
      patch.tokenVersion = current.tokenVersion + 1;
      await trx('refreshTokens')
        .where({ userId: id })
        .whereNull('revokedAt')
        .update({ revokedAt: new Date() });
    }
    await tenant(companyId, trx)(User).patch(patch).where('users.id', id);
    if (queueIds) await setQueues(trx, companyId, id, queueIds);
    return (await tenant(companyId, trx)(User).findById(id).withGraphFetched('queues'))!;
  });
  return { user, endsSessions };
}
