import { tenant } from '@balcao/core';
import { QueueRecord } from '../queue-model.js';
import type { QueueChanges } from '../queue-schemas.js';
import { emitQueueEvent, type QueueDeps } from '../queue-events.js';
import { findQueue } from './find-queues.js';
import { asDuplicate, ensureColorFree, ensureLinkOwned, ensureNameFree } from './queue-rules.js';

/** Changes the given fields only; 404 ERR_NO_QUEUE_FOUND for another company's queue. */
export async function updateQueue(
  deps: QueueDeps,
  companyId: number,
  id: number,
  changes: QueueChanges,
): Promise<QueueRecord> {
  return deps.knex.transaction(async (trx) => {
    await findQueue(trx, companyId, id);
    if (changes.name !== undefined) await ensureNameFree(trx, companyId, changes.name, id);
    if (changes.color !== undefined) await ensureColorFree(trx, companyId, changes.color, id);
    await ensureLinkOwned(deps, trx, companyId, 'promptId', changes.promptId);
    await ensureLinkOwned(deps, trx, companyId, 'integrationId', changes.integrationId);
    await tenant(companyId, trx)(QueueRecord).patch(changes).where('queues.id', id).catch(asDuplicate);
    const queue = await findQueue(trx, companyId, id);
    emitQueueEvent(deps, trx, companyId, { action: 'update', queue });
    return queue;
  });
}
