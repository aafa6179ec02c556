import { tenant } from '@balcao/core';
import type { Knex } from '../db-types.js';
import { QueueOption, type QueueOptionNode } from '../queue-option-model.js';
import type { OptionChanges } from '../queue-option-schemas.js';
import { findOption, throwNoOption } from './find-options.js';

/** Changes title, message or position; 404 ERR_NO_QUEUE_OPTION_FOUND for another company's option. */
export async function updateOption(
  knex: Knex,
  companyId: number,
  id: number,
  changes: OptionChanges,
): Promise<QueueOptionNode> {
  return knex.transaction(async (trx) => {
    const patched = await tenant(companyId, trx)(QueueOption).patch(changes).where('queueOptions.id', id);
    if (!patched) throwNoOption();
    return findOption(trx, companyId, id);
  });
}
