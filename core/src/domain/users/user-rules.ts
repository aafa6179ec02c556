import type { Knex } from 'knex';
import { AppError } from '../../errors/app-error.js';
import { tenant } from '../../db/tenant-db.js';
import type { AuthUser } from '../../http/state.js';
import { checkPassword } from '../../auth/passwords.js';
import { Whatsapp } from '../../connections/whatsapp-model.js';
import { Queue } from '../queues/queue-model.js';
import type { User } from './user-model.js';
import type { UserChanges } from './effective-changes.js';

const noPermission = () => new AppError('ERR_NO_PERMISSION', 403);
export const isAdmin = (actor: AuthUser) => actor.super || actor.profile === 'admin';

/**
 * Admins change anyone in their company but a super user; others only their own name, e-mail and password.
 * `super` moves only by a super user's hand. `changes` are the effective ones (echoes already removed).
 */
export function ensureMayChange(actor: AuthUser, target: User, changes: UserChanges) {
  if (!isAdmin(actor) && target.id !== actor.id) throw noPermission();
  // a super user's account is out of reach of the platform company's other admins (takeover)
  if (target.super && !actor.super) throw noPermission();
  const restricted =
    changes.profile !== undefined ||
    changes.queueIds !== undefined ||
    changes.allTicket !== undefined ||
    changes.whatsappId !== undefined;
  if (restricted && !isAdmin(actor)) throw noPermission();
  if (changes.super !== undefined && !actor.super) throw noPermission();
}

/** Changing one's own password takes the current one: an access token alone must not become the account. */
export async function ensureCurrentPassword(given: string | undefined, hash: string) {
  if (!given) throw new AppError('ERR_VALIDATION', 400, { fields: { currentPassword: 'Required' } });
  if (!(await checkPassword(given, hash)))
    throw new AppError('ERR_INVALID_CURRENT_PASSWORD', 400, {
      fields: { currentPassword: 'Invalid password' },
    });
}

export async function ensureEmailFree(trx: Knex, email: string) {
  if (await trx('users').where({ email: email.toLowerCase() }).first('id'))
    throw new AppError('ERR_EMAIL_ALREADY_EXISTS', 409);
}

/** A user's default connection must be one of the caller's company, like its queues. */
export async function ensureConnectionOwned(trx: Knex, companyId: number, whatsappId: number | null) {
  if (whatsappId === null) return;
  const found = await tenant(companyId, trx)(Whatsapp).findById(whatsappId).select('whatsapps.id');
  if (!found) throw new AppError('ERR_NO_WAPP_FOUND', 404);
}

/** Only queues of the caller's company can be attached; any other id is refused as not found. */
export async function setQueues(trx: Knex, companyId: number, userId: number, queueIds: number[]) {
  const unique = [...new Set(queueIds)];
  const found = unique.length
    ? await tenant(companyId, trx)(Queue).whereIn('queues.id', unique).select('queues.id')
    : [];
  if (found.length !== unique.length) throw new AppError('ERR_NO_QUEUE_FOUND', 404);
  await trx('userQueues').where({ userId }).delete();
  if (unique.length) await trx('userQueues').insert(unique.map((queueId) => ({ userId, queueId })));
}
