import type { Knex } from 'knex';
import { AppError } from '../../errors/app-error.js';
import { tenant } from '../../db/tenant-db.js';
import type { ConnectionChanges } from '../connection-schemas.js';
import { Whatsapp } from '../whatsapp-model.js';
import {
  clearOtherDefaults,
  ensureGreeting,
  ensureNameFree,
  ensureProviderAvailable,
  ensureQueuesOwned,
  setConnectionQueues,
} from '../connection-rules.js';
import { getConnection } from './find-connections.js';

/**
 * Applies a form save. Status, QR and token are the server's and never change here; the default flag can move
 * to this connection but not be taken off the only default (ERR_NO_OTHER_WHATSAPP).
 */
export async function updateConnection(
  knex: Knex,
  companyId: number,
  id: number,
  changes: ConnectionChanges,
  opts: { simEnabled: boolean },
): Promise<{ connection: Whatsapp; providerChanged: boolean }> {
  ensureProviderAvailable(changes.provider, opts.simEnabled);
  return knex.transaction(async (trx) => {
    const current = await getConnection(companyId, id, trx);
    if (changes.name !== undefined) await ensureNameFree(trx, companyId, changes.name, id);
    const queueIds = changes.queueIds ? await ensureQueuesOwned(trx, companyId, changes.queueIds) : undefined;
    const greeting =
      changes.greetingMessage !== undefined ? changes.greetingMessage : current.greetingMessage;
    ensureGreeting(queueIds?.length ?? current.queues?.length ?? 0, greeting);
    if (changes.sendIdQueue) await ensureQueuesOwned(trx, companyId, [changes.sendIdQueue]);
    const declared = await Whatsapp.fields.pick(trx, companyId, changes);
    if (changes.isDefault === false && current.isDefault) throw new AppError('ERR_NO_OTHER_WHATSAPP', 400);

    // the echoed read-only fields (status, token, ...) are dropped here on purpose
    const patch: Partial<Whatsapp> = {};
    const editable = [
      'name',
      'isDefault',
      'greetingMessage',
      'complationMessage',
      'outOfHoursMessage',
      'ratingMessage',
      'provider',
      'timeSendQueue',
      'sendIdQueue',
      'expiresInactiveMessage',
      'expiresTicket',
      'timeUseBotQueues',
      'maxUseBotQueues',
    ] as const;
    for (const key of editable)
      if (changes[key] !== undefined) (patch as Record<string, unknown>)[key] = changes[key];
    if (Object.keys(declared).length) patch.fields = { ...current.fields, ...declared };
    if (Object.keys(patch).length)
      await tenant(companyId, trx)(Whatsapp).patch(patch).where('whatsapps.id', id);
    else await tenant(companyId, trx)(Whatsapp).patch({ updatedAt: new Date() }).where('whatsapps.id', id);
    if (changes.isDefault) await clearOtherDefaults(trx, companyId, id);
    if (queueIds) await setConnectionQueues(trx, id, queueIds);
    const providerChanged = changes.provider !== undefined && changes.provider !== current.provider;
    return { connection: await getConnection(companyId, id, trx), providerChanged };
  });
}
