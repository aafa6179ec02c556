import { createHash, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { JobParameters, JobRepositoryOptions } from 'agenda';
import { definitionColumns, failureColumns, fromDb, ms, rowToJob, type JobRow } from './rows.js';

const isDuplicate = (e: unknown): boolean => {
  const code = (e as { code?: string }).code ?? '';
  return code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT');
};

/** Stable key for a unique spec: same fields and values => same key, whatever the key order. */
export function uniqueKey(unique: Record<string, unknown>): string {
  const sorted = Object.keys(unique)
    .sort()
    .map((k) => [k, unique[k]]);
  return 'u:' + createHash('sha1').update(JSON.stringify(sorted)).digest('hex');
}

async function fetch(db: Knex, table: string, id: string): Promise<JobParameters> {
  const row = (await db<JobRow>(table).where('id', id).first()) as JobRow;
  return rowToJob(row);
}

async function insert(
  db: Knex,
  table: string,
  job: JobParameters,
  by: string | undefined,
  dedupeKey: string | null,
) {
  const id = randomUUID();
  await db(table).insert({
    id,
    name: job.name,
    ...definitionColumns(job, by),
    ...failureColumns(job),
    dedupe_key: dedupeKey,
    debounce_started_at: ms(job.debounceStartedAt),
    created_at: Date.now(),
  });
  return fetch(db, table, id);
}

/** Debounce: decide nextRunAt/debounceStartedAt for a save that hits an existing unique job. */
function debounced(job: JobParameters, existing: JobRow | undefined, now: number) {
  const d = job.uniqueOpts?.debounce;
  if (!d) return { next_run_at: ms(job.nextRunAt), debounce_started_at: null as number | null };
  if (!existing) {
    const next = d.strategy === 'leading' ? ms(job.nextRunAt) : now + d.delay;
    return { next_run_at: next, debounce_started_at: now };
  }
  const started = existing.debounce_started_at === null ? now : Number(existing.debounce_started_at);
  if (d.strategy === 'leading') {
    const prev = existing.next_run_at === null ? null : Number(existing.next_run_at);
    return { next_run_at: prev, debounce_started_at: started };
  }
  if (d.maxWait && now - started >= d.maxWait) return { next_run_at: now, debounce_started_at: null };
  return { next_run_at: now + d.delay, debounce_started_at: started };
}

/** Insert-or-update keyed by (name, dedupe_key); the unique index settles concurrent inserts. */
async function upsertDeduped(
  db: Knex,
  table: string,
  job: JobParameters,
  by: string | undefined,
  key: string,
) {
  const now = Date.now();
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = (await db<JobRow>(table).where({ name: job.name, dedupe_key: key }).first()) as
      JobRow | undefined;
    const existing = found && fromDb(found);
    if (!existing) {
      const t =
        job.type === 'single'
          ? { next_run_at: ms(job.nextRunAt), debounce_started_at: null }
          : debounced(job, undefined, now);
      try {
        const timed = {
          ...job,
          nextRunAt: toDate(t.next_run_at),
          debounceStartedAt: toDate(t.debounce_started_at) ?? undefined,
        };
        return await insert(db, table, timed, by, key);
      } catch (e) {
        if (!isDuplicate(e)) throw e;
        continue; // someone inserted first: go round and update theirs
      }
    }
    if (job.type !== 'single' && job.uniqueOpts?.insertOnly && !job.uniqueOpts.debounce)
      return rowToJob(existing);
    const cols: Record<string, unknown> = { ...definitionColumns(job, by) };
    if (job.type === 'single') {
      // A recurring job re-declared at boot must not be pulled forward to "now" and run twice:
      // keep the stored nextRunAt unless the new one is in the future or none is stored.
      const due = job.nextRunAt !== null && job.nextRunAt.getTime() <= now;
      if (due && existing.next_run_at !== null) delete cols.next_run_at;
    } else {
      Object.assign(cols, debounced(job, existing, now));
    }
    await db(table).where('id', existing.id).update(cols);
    return fetch(db, table, existing.id);
  }
  throw new Error(`could not save job ${job.name}: dedupe key kept changing`);
}

const toDate = (v: number | null): Date | null => (v === null ? null : new Date(v));

export async function saveJob<DATA>(
  db: Knex,
  table: string,
  job: JobParameters<DATA>,
  options: JobRepositoryOptions | undefined,
): Promise<JobParameters<DATA>> {
  const by = options?.lastModifiedBy;
  const params = job as JobParameters;
  if (params._id) {
    const cols = { ...definitionColumns(params, by), ...failureColumns(params) };
    const n = await db(table)
      .where({ id: String(params._id), name: params.name })
      .update(cols);
    // Same as the Mongo/Redis backends: a vanished job is returned as given, not resurrected.
    if (n === 0) return job;
    return (await fetch(db, table, String(params._id))) as JobParameters<DATA>;
  }
  if (params.type === 'single')
    return (await upsertDeduped(db, table, params, by, 'single')) as JobParameters<DATA>;
  if (params.unique)
    return (await upsertDeduped(db, table, params, by, uniqueKey(params.unique))) as JobParameters<DATA>;
  return (await insert(db, table, params, by, null)) as JobParameters<DATA>;
}
