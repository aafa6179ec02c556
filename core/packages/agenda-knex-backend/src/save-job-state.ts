import type { Knex } from 'knex';
import type { JobParameters } from 'agenda';
import { ms, type JobRow } from './rows.js';

/** A runtime-state save as Agenda asks for it (start of a run, touch, end of a run). */
export interface StateSave {
  job: JobParameters;
  lastModifiedBy: string | undefined;
}

/** The processor-owned columns saveJobState writes. */
function stateColumns(s: StateSave, now: number) {
  const job = s.job;
  return {
    locked_at: ms(job.lockedAt),
    next_run_at: ms(job.nextRunAt),
    last_run_at: ms(job.lastRunAt),
    last_finished_at: ms(job.lastFinishedAt),
    failed_at: ms(job.failedAt),
    fail_count: job.failCount ?? null,
    fail_reason: job.failReason ?? null,
    progress: job.progress ?? null,
    fork: job.fork ?? false,
    last_modified_by: s.lastModifiedBy ?? null,
    updated_at: now,
  };
}

/** Writes one job's state; false when the job (id and name) no longer exists. */
export async function saveOneState(knex: Knex, table: string, s: StateSave): Promise<boolean> {
  const n = await knex(table)
    .where({ id: String(s.job._id), name: s.job.name })
    .update(stateColumns(s, Date.now()));
  return n === 1;
}

/**
 * Writes many jobs' states in one transaction of two statements: which of them still exist, then one
 * UPDATE ... SET col = CASE id WHEN ... END for those. Answers, per save, whether its job existed.
 * A job saved twice in one batch keeps its last state (saves are queued in call order).
 */
export async function saveManyStates(knex: Knex, table: string, saves: StateSave[]): Promise<boolean[]> {
  if (saves.length === 1) return [await saveOneState(knex, table, saves[0]!)];
  const now = Date.now();
  const last = new Map<string, StateSave>();
  for (const s of saves) last.set(String(s.job._id), s);
  const ids = [...last.keys()];
  const existing = await knex.transaction(async (trx) => {
    const rows = (await trx<JobRow>(table).whereIn('id', ids).select('id', 'name')) as Pick<
      JobRow,
      'id' | 'name'
    >[];
    const found = new Set(rows.map((r) => `${r.id}\u0000${r.name}`));
    const live = ids.filter((id) => found.has(`${id}\u0000${last.get(id)!.job.name}`));
    if (live.length === 0) return new Set<string>();
    const columns = live.map((id) => [id, stateColumns(last.get(id)!, now)] as const);
    const set: Record<string, unknown> = { updated_at: now };
    for (const col of Object.keys(columns[0]![1]) as (keyof ReturnType<typeof stateColumns>)[]) {
      if (col === 'updated_at') continue;
      const whens = columns.map(() => 'WHEN ? THEN ?').join(' ');
      set[col] = trx.raw(`CASE ?? ${whens} END`, ['id', ...columns.flatMap(([id, c]) => [id, c[col]])]);
    }
    await trx(table).whereIn('id', live).update(set);
    return new Set(live);
  });
  return saves.map((s) => existing.has(String(s.job._id)));
}
