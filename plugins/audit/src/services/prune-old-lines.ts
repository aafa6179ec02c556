import type { Knex } from 'knex';

/** Lines one statement deletes: a long log goes in short statements, never one that holds the table. */
const BATCH = 1000;

/**
 * Deletes the log's lines written before `before`, every company's and the platform's, a batch at a time, and
 * answers how many went. The operator's retention (AUDIT_RETENTION_DAYS), run by a job: no route reaches it.
 */
export async function pruneOldLines(knex: Knex, before: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const ids = (await knex('auditLogs')
      .where('createdAt', '<', before)
      .orderBy('id')
      .limit(BATCH)
      .pluck('id')) as number[];
    if (!ids.length) return removed;
    removed += await knex('auditLogs').whereIn('id', ids).delete();
  }
}
