import type { Knex } from 'knex';
import type { JobParameters } from 'agenda';
import { fromDb, rowToJob, type JobRow } from './rows.js';

/**
 * Due = enabled, of this name, and either unlocked with nextRunAt inside the scan window or
 * holding a lock older than the deadline (its worker died; the job is handed to us).
 */
function dueJobs(db: Knex, table: string, name: string, nextScanAt: number, lockDeadline: number) {
  return db<JobRow>(table)
    .where('name', name)
    .where('disabled', false)
    .where((w) =>
      w
        .where((u) =>
          u.whereNull('locked_at').whereNotNull('next_run_at').where('next_run_at', '<=', nextScanAt),
        )
        .orWhere('locked_at', '<=', lockDeadline),
    )
    .orderBy([
      { column: 'next_run_at', order: 'asc' },
      { column: 'priority', order: 'desc' },
    ]);
}

/**
 * Finds the next due job and locks it so no other worker (in this or another process) gets it.
 * MySQL/MariaDB: SELECT ... FOR UPDATE SKIP LOCKED inside a transaction, so concurrent workers
 * pick different rows instead of queueing on the same one. SQLite: the whole find-and-update runs
 * in one write transaction (SQLite has a single writer, so it is serialised by the engine).
 */
export async function findAndLockNext(
  knex: Knex,
  table: string,
  name: string,
  nextScanAt: Date,
  lockDeadline: Date,
  now: Date,
  lastModifiedBy: string | undefined,
): Promise<JobParameters | undefined> {
  const isMysql = /mysql/.test(String(knex.client.config.client));
  const lockedAt = now.getTime();
  const row = await knex.transaction(async (trx) => {
    const query = dueJobs(trx, table, name, nextScanAt.getTime(), lockDeadline.getTime()).first();
    const raw = (await (isMysql ? query.forUpdate().skipLocked() : query)) as JobRow | undefined;
    if (!raw) return undefined;
    const found = fromDb(raw);
    await trx(table)
      .where('id', found.id)
      .update({ locked_at: lockedAt, last_modified_by: lastModifiedBy ?? null, updated_at: lockedAt });
    return { ...found, locked_at: lockedAt, last_modified_by: lastModifiedBy ?? null };
  });
  return row ? rowToJob(row) : undefined;
}

/** Locks one known job if it is still unlocked, enabled and unchanged (optimistic, any engine). */
export async function lockKnownJob(
  knex: Knex,
  table: string,
  job: JobParameters,
  lastModifiedBy: string | undefined,
): Promise<JobParameters | undefined> {
  if (!job._id) return undefined;
  const now = Date.now();
  const q = knex(table)
    .where({ id: String(job._id), name: job.name, disabled: false })
    .whereNull('locked_at');
  if (job.nextRunAt) q.where('next_run_at', job.nextRunAt.getTime());
  const n = await q.update({ locked_at: now, last_modified_by: lastModifiedBy ?? null, updated_at: now });
  if (n !== 1) return undefined;
  const row = (await knex<JobRow>(table).where('id', String(job._id)).first()) as JobRow | undefined;
  return row ? rowToJob(row) : undefined;
}
