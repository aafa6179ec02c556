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

/** The same test as dueJobs, on a row read back under lock. */
function stillDue(r: JobRow, name: string, nextScanAt: number, lockDeadline: number): boolean {
  if (r.name !== name || Boolean(Number(r.disabled))) return false;
  if (r.locked_at === null) return r.next_run_at !== null && Number(r.next_run_at) <= nextScanAt;
  return Number(r.locked_at) <= lockDeadline;
}

/**
 * Finds up to `limit` due jobs and locks them all in one transaction, so a burst of due jobs costs
 * one commit per batch instead of one per job. The jobs come back in due order (nextRunAt, then
 * priority), all carrying the same lockedAt.
 *
 * SQLite (one writer, serialised by the engine), and any engine with limit 1 (the unbatched path):
 * find and update in one write transaction, with FOR UPDATE SKIP LOCKED on MySQL/MariaDB.
 *
 * MySQL/MariaDB with a batch: a locking read of the due range would lock every row it sorts (all due
 * jobs of the name, plus those already running), blocking state saves and leaving nothing for other
 * workers. So: pick candidate ids with a plain read, then lock just those rows by primary key with
 * SKIP LOCKED, re-check they are still due (another worker may have taken them), and UPDATE them.
 * A worker that lost every candidate to another tries again with the next ones.
 */
export async function findAndLockBatch(
  knex: Knex,
  table: string,
  name: string,
  nextScanAt: Date,
  lockDeadline: Date,
  now: Date,
  lastModifiedBy: string | undefined,
  limit: number,
): Promise<JobParameters[]> {
  const isMysql = /mysql/.test(String(knex.client.config.client));
  const lockedAt = now.getTime();
  const by = lastModifiedBy ?? null;
  const [scan, deadline] = [nextScanAt.getTime(), lockDeadline.getTime()];
  const lock = async (trx: Knex.Transaction, rows: JobRow[]) => {
    if (rows.length === 0) return [];
    await trx(table)
      .whereIn(
        'id',
        rows.map((r) => r.id),
      )
      .update({ locked_at: lockedAt, last_modified_by: by, updated_at: lockedAt });
    return rows.map((r) => rowToJob({ ...r, locked_at: lockedAt, last_modified_by: by }));
  };
  if (!isMysql || limit === 1)
    return knex.transaction(async (trx) => {
      const query = dueJobs(trx, table, name, scan, deadline).limit(limit);
      return lock(trx, ((await (isMysql ? query.forUpdate().skipLocked() : query)) as JobRow[]).map(fromDb));
    });
  for (let attempt = 0; attempt < 3; attempt++) {
    const candidates = (
      (await dueJobs(knex, table, name, scan, deadline).select('id').limit(limit)) as {
        id: string;
      }[]
    ).map((r) => r.id);
    if (candidates.length === 0) return [];
    const locked = await knex.transaction(async (trx) => {
      const rows = ((await trx<JobRow>(table).whereIn('id', candidates).forUpdate().skipLocked()) as JobRow[])
        .map(fromDb)
        .filter((r) => stillDue(r, name, scan, deadline));
      const order = new Map(candidates.map((id, i) => [id, i]));
      rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      return lock(trx, rows);
    });
    if (locked.length > 0) return locked;
  }
  return [];
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
