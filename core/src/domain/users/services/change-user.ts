import type { AuthUser } from '../../../http/state.js';
import type { UserChanges } from '../effective-changes.js';
import type { User } from '../user-model.js';
import { updateUser } from '../save-user.js';
import type { UserDeps } from './user-deps.js';

/**
 * Changes a user; one's own password change checks the current one under the login counters of `ip`. A change
 * that ends the user's sessions drops its sockets.
 */
export async function changeUser(
  deps: UserDeps,
  actor: AuthUser,
  id: number,
  changes: UserChanges,
  ip: string,
): Promise<User> {
  const { rateLimit, realtime } = deps;
  const checksCurrentPassword = Boolean(changes.password) && id === actor.id;
  if (checksCurrentPassword) await rateLimit.attempt(ip, `user-${id}`);
  const { user, endsSessions } = await updateUser(deps.knex, actor, id, changes);
  if (checksCurrentPassword) await rateLimit.succeeded(ip, `user-${id}`);
  await deps.hooks.notify('user.changed', { companyId: user.companyId, userId: id });
  if (endsSessions) realtime.disconnectUser(user.companyId, id);
  realtime.emitToCompany(user.companyId, 'user', { action: 'update', user });
  return user;
}
