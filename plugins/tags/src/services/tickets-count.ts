import type { PluginContext } from '@balcao/core';

type Knex = PluginContext['knex'];

/**
 * Counts each tag's tickets in one grouped query on `ticket_tags` (ticket_id, tag_id). That table arrives with
 * the tickets work; until then every count is 0. Whether it exists is asked once, on the first count (after the
 * migrations ran), and remembered: adding it means a migration and so a restart.
 */
export function ticketsCounter(knex: Knex) {
  let hasTable: Promise<boolean> | undefined;
  return async (tagIds: number[]): Promise<Map<number, number>> => {
    const counts = new Map<number, number>();
    if (!tagIds.length) return counts;
    hasTable ??= knex.schema.hasTable('ticket_tags');
    if (!(await hasTable)) return counts;
    // the ids are the caller's company's tags, so the rows counted are that company's
    const rows = (await knex('ticket_tags')
      .whereIn('tagId', tagIds)
      .groupBy('tagId')
      .select('tagId')
      .count({ count: '*' })) as Array<{ tagId: number; count: number | string }>;
    for (const row of rows) counts.set(Number(row.tagId), Number(row.count));
    return counts;
  };
}

export type TicketsCounter = ReturnType<typeof ticketsCounter>;
