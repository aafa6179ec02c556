import { ensurePlanAllowsAnother, tenant } from '@balcao/core';
import { QueueRecord } from '../queue-model.js';
import type { QueueFields } from '../queue-schemas.js';
import { emitQueueEvent, type QueueDeps } from '../queue-events.js';
import { asDuplicate, ensureColorFree, ensureLinkOwned, ensureNameFree } from './queue-rules.js';

/** Creates a queue within the plan's queue limit (403 ERR_PLAN_QUEUE_LIMIT). */
export async function createQueue(
  deps: QueueDeps,
  companyId: number,
  fields: QueueFields,
): Promise<QueueRecord> {
  return deps.knex.transaction(async (trx) => {
    await ensurePlanAllowsAnother(trx, companyId, 'queues');
    await ensureNameFree(trx, companyId, fields.name);
    await ensureColorFree(trx, companyId, fields.color);
    await ensureLinkOwned(deps, trx, companyId, 'promptId', fields.promptId);
    await ensureLinkOwned(deps, trx, companyId, 'integrationId', fields.integrationId);
    const queue = await tenant(
      companyId,
      trx,
    )(QueueRecord)
      .insertAndFetch({ ...fields, schedules: fields.schedules ?? [] })
      .catch(asDuplicate);
    emitQueueEvent(deps, trx, companyId, { action: 'create', queue });
    return queue;
  });
}
