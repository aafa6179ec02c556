import type { Knex } from 'knex';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { scoped } from '../../db/tenant-model.js';
import type { AuthUser } from '../../http/state.js';
import { hashPassword } from '../../auth/passwords.js';
import { Queue } from '../queues/queue-model.js';
import { User } from './user-model.js';
import type { userBody, userPatch } from './user-schemas.js';

type NewUser = z.output<typeof userBody>;
type UserChanges = z.output<typeof userPatch>;

/** Creates a user in the caller's company, within the plan's user limit. */
export async function createUser(knex: Knex, actor: AuthUser, input: NewUser): Promise<User> {
  const companyId = actor.companyId;
  return knex.transaction(async (trx) => {
    const plan = await trx('companies')
      .join('plans', 'plans.id', 'companies.planId')
      .where('companies.id', companyId)
      .first('plans.users as maxUsers');
    const [{ n }] = (await trx('users').where({ companyId }).count({ n: '*' })) as [{ n: number | string }];
    if (plan && Number(n) >= plan.maxUsers) throw new AppError('ERR_PLAN_USER_LIMIT', 403);
    await ensureEmailFree(trx, input.email);
    const { queueIds, password, whatsappId, ...fields } = input;
    const user = await scoped(User, companyId, trx).insertAndFetch({
      ...fields,
      profile: fields.profile ?? 'user',
      super: actor.super ? (fields.super ?? false) : false,
      email: input.email.toLowerCase(),
      whatsappId: whatsappId || null,
      passwordHash: await hashPassword(password),
    });
    if (queueIds) await setQueues(trx, companyId, user.id, queueIds);
    return user;
  });
}

/**
 * Admins change anyone in their company; others only their own name, e-mail and password. A password change
 * bumps the token version, which signs out every other session of that user.
 */
export async function updateUser(
  knex: Knex,
  actor: AuthUser,
  id: number,
  changes: UserChanges,
): Promise<User> {
  const companyId = actor.companyId;
  const isAdmin = actor.super || actor.profile === 'admin';
  if (!isAdmin && id !== actor.id) throw new AppError('ERR_NO_PERMISSION', 403);
  if (
    !isAdmin &&
    (changes.profile || changes.queueIds || changes.allTicket || changes.whatsappId !== undefined)
  )
    throw new AppError('ERR_NO_PERMISSION', 403);
  if (changes.super !== undefined && !actor.super) throw new AppError('ERR_NO_PERMISSION', 403);
  return knex.transaction(async (trx) => {
    const current = await scoped(User, companyId, trx).findById(id);
    if (!current) throw new AppError('ERR_NO_USER_FOUND', 404);
    if (changes.email && changes.email.toLowerCase() !== current.email)
      await ensureEmailFree(trx, changes.email);
    const { queueIds, password, whatsappId, ...fields } = changes;
    const patch: Partial<User> = { ...fields };
    if (changes.email) patch.email = changes.email.toLowerCase();
    if (whatsappId !== undefined) patch.whatsappId = whatsappId || null;
    if (password) {
      patch.passwordHash = await hashPassword(password);
      patch.tokenVersion = current.tokenVersion + 1;
      await trx('refreshTokens')
        .where({ userId: id })
        .whereNull('revokedAt')
        .update({ revokedAt: new Date() });
    }
    await scoped(User, companyId, trx).patch(patch).where('users.id', id);
    if (queueIds) await setQueues(trx, companyId, id, queueIds);
    return (await scoped(User, companyId, trx).findById(id).withGraphFetched('queues'))!;
  });
}

async function ensureEmailFree(trx: Knex, email: string) {
  if (await trx('users').where({ email: email.toLowerCase() }).first('id'))
    throw new AppError('ERR_EMAIL_ALREADY_EXISTS', 409);
}

/** Only queues of the caller's company can be attached; any other id is refused as not found. */
async function setQueues(trx: Knex, companyId: number, userId: number, queueIds: number[]) {
  const unique = [...new Set(queueIds)];
  const found = unique.length
    ? await scoped(Queue, companyId, trx).whereIn('queues.id', unique).select('queues.id')
    : [];
  if (found.length !== unique.length) throw new AppError('ERR_NO_QUEUE_FOUND', 404);
  await trx('userQueues').where({ userId }).delete();
  if (unique.length) await trx('userQueues').insert(unique.map((queueId) => ({ userId, queueId })));
}
