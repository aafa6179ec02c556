import { AppError, orNotFound } from '../../../errors/app-error.js';
import { tenant } from '../../../db/tenant-db.js';
import type { AuthUser } from '../../../http/state.js';
import { User } from '../user-model.js';
import { USER_NOT_FOUND, type UserDeps } from './user-deps.js';

/** Deletes a user of the actor's company and drops its sockets; nobody deletes themselves (403). */
export async function deleteUser(deps: UserDeps, actor: AuthUser, id: number): Promise<void> {
  const { companyId, super: isSuper } = actor;
  if (id === actor.id) throw new AppError('ERR_NO_PERMISSION', 403);
  const target = orNotFound(
    await tenant(companyId)(User).findById(id).select('users.id', 'users.super'),
    USER_NOT_FOUND,
  );
  // only a super user removes a super user (the platform company's other admins cannot)
  if (target.super && !isSuper) throw new AppError('ERR_NO_PERMISSION', 403);
  await tenant(companyId)(User).delete().where('users.id', id);
  await deps.hooks.notify('user.changed', { companyId, userId: id });
  deps.realtime.disconnectUser(companyId, id);
  deps.realtime.emitToCompany(companyId, 'user', { action: 'delete', userId: id });
}
