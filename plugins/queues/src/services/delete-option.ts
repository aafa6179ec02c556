import { tenant } from '@balcao/core';
import type { Knex } from '../db-types.js';
import { QueueOption } from '../queue-option-model.js';
import { throwNoOption } from './find-options.js';

/**
 * Deletes an option and everything below it; 404 ERR_NO_QUEUE_OPTION_FOUND for another company's option.
 * The levels are deleted deepest first rather than left to the foreign key's cascade, which InnoDB stops
 * after 15 levels.
 */
export async function deleteOption(knex: Knex, companyId: number, id: number): Promise<void> {
  await knex.transaction(async (trx) => {
    const root = (await tenant(companyId, trx)(QueueOption).findById(id)) ?? throwNoOption();
    const levels: number[][] = [[root.id]];
    for (let level = levels[0]!; level.length;) {
      const below = await tenant(
        companyId,
        trx,
      )(QueueOption)
        .whereIn('queueOptions.parentId', level)
        .select('queueOptions.id');
      level = below.map((o) => o.id);
      if (level.length) levels.push(level);
    }
    for (const ids of levels.reverse())
      await tenant(companyId, trx)(QueueOption).delete().whereIn('queueOptions.id', ids);
  });
}
