import { tenant } from '@balcao/core';
import { QueueRecord } from '../queue-model.js';
import { emitQueueEvent, type QueueDeps } from '../queue-events.js';
import { throwNoQueue } from './find-queues.js';

/**
 * Deletes a queue with its options (cascade) and its user and connection links; 404 ERR_NO_QUEUE_FOUND for
 * another company's queue.
 */
export async function deleteQueue(deps: QueueDeps, companyId: number, id: number): Promise<void> {
  await deps.knex.transaction(async (trx) => {
    // a connection that hands idle tickets over to this queue stops pointing at nothing (no foreign key there)
    await deps.db
      .tenant(
        companyId,
        trx,
      )('whatsapps')
      .where({ sendIdQueue: id })
      .update({ sendIdQueue: null });
    if (!(await tenant(companyId, trx)(QueueRecord).deleteById(id))) throwNoQueue();
    emitQueueEvent(deps, trx, companyId, { action: 'delete', queueId: id });
  });
}
