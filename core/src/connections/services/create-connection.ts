import type { Knex } from 'knex';
import { tenant } from '../../db/tenant-db.js';
import type { ConnectionInput } from '../connection-schemas.js';
import { generateToken } from '../generate-token.js';
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
import { ensurePlanAllowsAnother } from '../../domain/plans/plan-limit.js';

/**
 * Creates a connection within the plan's limit. The first connection of a company is its default whatever the
 * body says; the token is always generated here, never taken from the client.
 */
export async function createConnection(
  knex: Knex,
  companyId: number,
  input: ConnectionInput,
  opts: { simEnabled: boolean },
): Promise<Whatsapp> {
  ensureProviderAvailable(input.provider, opts.simEnabled);
  return knex.transaction(async (trx) => {
    await ensurePlanAllowsAnother(trx, companyId, 'connections');
    await ensureNameFree(trx, companyId, input.name);
    const queueIds = await ensureQueuesOwned(trx, companyId, input.queueIds ?? []);
    ensureGreeting(queueIds.length, input.greetingMessage);
    if (input.sendIdQueue) await ensureQueuesOwned(trx, companyId, [input.sendIdQueue]);
    // fields plugins declared (promptId ...), each checked by its plugin
    const fields = await Whatsapp.fields.pick(trx, companyId, input);

    const hasAny = await tenant(companyId, trx)(Whatsapp).select('whatsapps.id').first();
    const isDefault = !hasAny || input.isDefault === true;
    const created = await tenant(
      companyId,
      trx,
    )(Whatsapp).insertAndFetch({
      name: input.name,
      status: 'OPENING',
      qrcode: '',
      retries: 0,
      isDefault,
      greetingMessage: input.greetingMessage ?? null,
      complationMessage: input.complationMessage ?? null,
      outOfHoursMessage: input.outOfHoursMessage ?? null,
      ratingMessage: input.ratingMessage ?? null,
      provider: input.provider ?? 'beta',
      token: generateToken(),
      timeSendQueue: input.timeSendQueue ?? 0,
      sendIdQueue: input.sendIdQueue ?? null,
      expiresInactiveMessage: input.expiresInactiveMessage ?? null,
      expiresTicket: input.expiresTicket ?? 0,
      timeUseBotQueues: input.timeUseBotQueues ?? 0,
      maxUseBotQueues: input.maxUseBotQueues ?? 3,
      fields,
    });
    if (isDefault) await clearOtherDefaults(trx, companyId, created.id);
    await setConnectionQueues(trx, created.id, queueIds);
    return getConnection(companyId, created.id, trx);
  });
}
