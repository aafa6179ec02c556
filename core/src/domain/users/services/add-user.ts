import { tenant } from '../../../db/tenant-db.js';
import type { AuthUser } from '../../../http/state.js';
import { User } from '../user-model.js';
import { createUser, type NewUser } from '../save-user.js';
import type { UserDeps } from './user-deps.js';

/** Creates a user and answers it with its queues, as its company's screens hear of it. */
export async function addUser(deps: UserDeps, actor: AuthUser, input: NewUser) {
  const user = await createUser(deps.knex, actor, input);
  const full = await tenant(user.companyId)(User).findById(user.id).withGraphFetched('queues');
  await deps.hooks.notify('user.changed', { companyId: user.companyId, userId: user.id });
  deps.realtime.emitToCompany(user.companyId, 'user', { action: 'create', user: full });
  return full;
}
