import type { Knex } from 'knex';
import { AppError } from '../errors/app-error.js';
import { tenant } from '../db/tenant-db.js';
import { Queue } from '../domain/queues/queue-model.js';
import { Whatsapp } from './whatsapp-model.js';

/** The checks create and update share; each throws the spec §8 code the client knows how to show. */

const invalid = (field: string, message: string) =>
  new AppError('ERR_VALIDATION', 400, { fields: { [field]: message } });

export async function ensureNameFree(trx: Knex, companyId: number, name: string, exceptId?: number) {
  const q = tenant(companyId, trx)(Whatsapp).where('whatsapps.name', name.trim());
  if (exceptId) q.whereNot('whatsapps.id', exceptId);
  if (await q.select('whatsapps.id').first()) throw invalid('name', 'This whatsapp name is already used.');
}

/** Only the caller's own queues can be offered by a connection; any other id is "not found". */
export async function ensureQueuesOwned(trx: Knex, companyId: number, queueIds: number[]) {
  const unique = [...new Set(queueIds)];
  if (!unique.length) return unique;
  const found = await tenant(companyId, trx)(Queue).whereIn('queues.id', unique).select('queues.id');
  if (found.length !== unique.length) throw new AppError('ERR_NO_QUEUE_FOUND', 404);
  return unique;
}

/** With more than one queue the bot must greet with the queue menu, so a greeting is required. */
export function ensureGreeting(queueCount: number, greetingMessage: string | null | undefined) {
  if (queueCount > 1 && !greetingMessage?.trim()) throw new AppError('ERR_WAPP_GREETING_REQUIRED', 400);
}

/** Exactly one default per company: making one default clears the flag on every other. */
export async function clearOtherDefaults(trx: Knex, companyId: number, keepId: number) {
  await tenant(
    companyId,
    trx,
  )(Whatsapp)
    .patch({ isDefault: false })
    .where('whatsapps.isDefault', true)
    .whereNot('whatsapps.id', keepId);
}

export async function setConnectionQueues(trx: Knex, whatsappId: number, queueIds: number[]) {
  await trx('whatsappQueues').where({ whatsappId }).delete();
  if (queueIds.length)
    await trx('whatsappQueues').insert(queueIds.map((queueId) => ({ whatsappId, queueId })));
}

export function ensureProviderAvailable(provider: string | undefined, simEnabled: boolean) {
  if (provider === 'sim' && !simEnabled) throw invalid('provider', 'The simulator is off on this server.');
}
