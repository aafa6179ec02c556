import { AppError, tenant } from '@balcao/core';
import type { Knex } from '../db-types.js';
import { QueueOption, type QueueOptionNode } from '../queue-option-model.js';
import type { OptionFields } from '../queue-option-schemas.js';
import { findQueue } from './find-queues.js';
import { findOption, throwNoOption } from './find-options.js';

/**
 * Adds an option under a queue (or under another option of that queue). The queue and the parent must be the
 * caller's company's (404 otherwise); without a position it goes after its siblings.
 */
export async function createOption(
  knex: Knex,
  companyId: number,
  fields: OptionFields,
): Promise<QueueOptionNode> {
  return knex.transaction(async (trx) => {
    await findQueue(trx, companyId, fields.queueId);
    const parentId = fields.parentId ?? null;
    if (parentId !== null) {
      const parent = (await tenant(companyId, trx)(QueueOption).findById(parentId)) ?? throwNoOption();
      if (parent.queueId !== fields.queueId)
        throw new AppError('ERR_VALIDATION', 400, { fields: { parentId: 'Option of another queue' } });
    }
    const option = fields.option ?? String((await siblings(trx, companyId, fields.queueId, parentId)) + 1);
    const created = await tenant(
      companyId,
      trx,
    )(QueueOption).insertAndFetch({
      queueId: fields.queueId,
      parentId,
      title: fields.title,
      message: fields.message ?? null,
      option,
    });
    return findOption(trx, companyId, created.id);
  });
}

async function siblings(trx: Knex, companyId: number, queueId: number, parentId: number | null) {
  const q = tenant(companyId, trx)(QueueOption).where('queueOptions.queueId', queueId);
  if (parentId === null) q.whereNull('queueOptions.parentId');
  else q.where('queueOptions.parentId', parentId);
  return await q.resultSize();
}
