import { toJobId, type JobParameters } from 'agenda';

/** One row of the jobs table as the drivers return it (BIGINT times as numbers or strings). */
export interface JobRow {
  id: string;
  name: string;
  priority: number;
  next_run_at: number | string | null;
  type: string;
  locked_at: number | string | null;
  last_run_at: number | string | null;
  last_finished_at: number | string | null;
  failed_at: number | string | null;
  fail_count: number | null;
  fail_reason: string | null;
  repeat_interval: string | null;
  repeat_timezone: string | null;
  repeat_at: string | null;
  data: string | null;
  disabled: number | boolean;
  progress: number | null;
  fork: number | boolean;
  last_modified_by: string | null;
  dedupe_key: string | null;
  debounce_started_at: number | string | null;
  start_date: number | string | null;
  end_date: number | string | null;
  skip_days: string | null;
  created_at: number | string;
  updated_at: number | string;
}

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Apps often give knex a postProcessResponse that camelCases result keys (objection's
 * knexSnakeCaseMappers); map them back so the backend works on the app's own knex instance.
 */
export function fromDb<T extends object>(row: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[snake(k)] = v;
  return out as T;
}

export const ms = (d: Date | null | undefined): number | null => (d ? d.getTime() : null);
const date = (v: number | string | null): Date | undefined => (v === null ? undefined : new Date(Number(v)));
const opt = <T>(v: T | null): T | undefined => (v === null ? undefined : v);

export function rowToJob(raw: JobRow): JobParameters {
  const row = fromDb(raw);
  // Agenda treats a number repeatInterval as milliseconds and a string as human/cron text, so
  // keep numbers numeric on the way back out.
  const interval = row.repeat_interval;
  const repeatInterval = interval === null ? undefined : /^\d+$/.test(interval) ? Number(interval) : interval;
  return {
    _id: toJobId(row.id),
    name: row.name,
    priority: Number(row.priority),
    nextRunAt: date(row.next_run_at) ?? null,
    type: row.type === 'single' ? 'single' : 'normal',
    lockedAt: date(row.locked_at),
    lastRunAt: date(row.last_run_at),
    lastFinishedAt: date(row.last_finished_at),
    failedAt: date(row.failed_at),
    failCount: opt(row.fail_count),
    failReason: opt(row.fail_reason),
    repeatInterval,
    repeatTimezone: opt(row.repeat_timezone),
    repeatAt: opt(row.repeat_at),
    data: row.data === null ? undefined : JSON.parse(row.data),
    disabled: Boolean(row.disabled),
    progress: opt(row.progress),
    fork: Boolean(row.fork),
    lastModifiedBy: opt(row.last_modified_by),
    debounceStartedAt: date(row.debounce_started_at),
    startDate: date(row.start_date),
    endDate: date(row.end_date),
    skipDays: row.skip_days === null ? undefined : (JSON.parse(row.skip_days) as number[]),
  };
}

/** Columns a user-level save() may set (Agenda strips processor-owned fields before calling). */
export function definitionColumns(job: JobParameters, lastModifiedBy: string | undefined) {
  return {
    priority: job.priority ?? 0,
    next_run_at: ms(job.nextRunAt),
    type: job.type ?? 'normal',
    repeat_interval: job.repeatInterval === undefined ? null : String(job.repeatInterval),
    repeat_timezone: job.repeatTimezone ?? null,
    repeat_at: job.repeatAt ?? null,
    data: JSON.stringify(job.data ?? null),
    disabled: job.disabled ?? false,
    fork: job.fork ?? false,
    last_modified_by: lastModifiedBy ?? null,
    start_date: ms(job.startDate),
    end_date: ms(job.endDate),
    skip_days: job.skipDays ? JSON.stringify(job.skipDays) : null,
    updated_at: Date.now(),
  };
}

/** Failure fields are only written when the caller set them, so a re-save keeps history. */
export function failureColumns(job: JobParameters) {
  const out: Record<string, unknown> = {};
  if (job.failReason !== undefined) out.fail_reason = job.failReason;
  if (job.failedAt !== undefined) out.failed_at = ms(job.failedAt);
  if (job.failCount !== undefined) out.fail_count = job.failCount;
  return out;
}
