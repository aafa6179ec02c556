import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { JobState } from '../contracts.js';

/** Job payloads are plain JSON. companyId (when present) scopes the handler to one tenant. */
export type JobData = { companyId?: number | null } & Record<string, unknown>;

/** What a handler gets: its data, the tenant it runs for, a logger bound to the job, the attempt. */
export interface JobContext<D extends JobData = JobData> {
  data: D;
  /** From the job's data; null for platform-wide jobs (monitors, cleanup). */
  companyId: number | null;
  log: Logger;
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number;
}

export type JobHandler<D extends JobData = JobData> = (ctx: JobContext<D>) => Promise<void>;

export type BackoffKind = 'exponential' | 'linear' | 'constant';

export interface DefineOptions {
  /** Retries after the first failure (0 = none, the default). */
  retries?: number;
  /** How retries are spaced: a kind (1 s base) or a kind with delays in ms. */
  backoff?: BackoffKind | { kind: BackoffKind; delayMs?: number; maxDelayMs?: number };
  /** Runs of this job at once in one process (Agenda default 5). */
  concurrency?: number;
  /** How long a run may hold its lock before another worker presumes it dead (default 10 min). */
  lockLifetimeMs?: number;
}

export interface ScheduleOptions {
  /**
   * Write the job in the caller's transaction. On the knex backend the job row commits or rolls
   * back with the caller's rows. On Mongo/Redis the job is saved right after the commit (and not
   * at all on rollback), which a crash between the two can lose.
   */
  trx?: Knex.Transaction;
}

export interface UniqueOptions extends ScheduleOptions {
  /** Keep an existing matching job as it is instead of updating its data and time. */
  insertOnly?: boolean;
}

export interface StopOptions {
  /** How long running jobs get to finish; the rest keep their locks and expire. Default 30 s. */
  timeoutMs?: number;
}

/** Defining handlers and scheduling runs: what a plugin gets as ctx.jobs (through pluginJobs). */
export interface JobScheduler {
  define<D extends JobData>(name: string, handler: JobHandler<D>, options?: DefineOptions): void;
  /** Run as soon as possible. */
  now<D extends JobData>(name: string, data: D, options?: ScheduleOptions): Promise<string>;
  /** Run once at a date or a human time ("in 10 minutes"). */
  schedule<D extends JobData>(
    when: Date | string,
    name: string,
    data: D,
    options?: ScheduleOptions,
  ): Promise<string>;
  /**
   * Repeat on an interval ("5 minutes", ms) or cron expression. One recurring job per name, or
   * per name and company when data has a companyId. Re-declaring it at boot keeps its schedule.
   */
  every<D extends JobData>(
    interval: string | number,
    name: string,
    data: D,
    options?: { timezone?: string },
  ): Promise<string>;
  /** One job per name and the values of `by` in data (e.g. one auto-close per ticket). */
  unique<D extends JobData>(
    name: string,
    data: D,
    by: (keyof D & string)[],
    when?: Date | string,
    options?: UniqueOptions,
  ): Promise<string>;
  /** Remove jobs of a name whose data contains every given key/value. Returns how many. */
  cancel(name: string, dataMatch?: Record<string, unknown>): Promise<number>;
}

/**
 * A plugin's ctx.jobs: the scheduler calls only, its job names namespaced by the plugin and its tenant
 * jobs gated by the company's status and plan (plugin-jobs.ts). No admin calls, no start/stop.
 */
export type PluginJobs = JobScheduler;

/** kernel.jobs: the scheduler, the cross-tenant admin calls of the jobs view, and the lifecycle. */
export interface Jobs extends JobScheduler, JobAdmin {
  start(): Promise<void>;
  /** Graceful: stop taking jobs, let running ones finish (up to timeoutMs), release the rest. */
  stop(options?: StopOptions): Promise<void>;
}

/** Agenda's state of a job, derived from its timestamps ('paused' = disabled). */
export const jobStates = [
  'queued',
  'running',
  'failed',
  'scheduled',
  'completed',
  'repeating',
  'paused',
] as const satisfies readonly JobState[];
export type { JobState };

/** One job as the super user's jobs view shows it. */
export interface JobInfo {
  id: string;
  name: string;
  /** From the job's data; null for platform-wide jobs. */
  companyId: number | null;
  state: JobState;
  nextRunAt: Date | null;
  lastRunAt: Date | null;
  lastFinishedAt: Date | null;
  failedAt: Date | null;
  failCount: number;
  failReason: string | null;
  repeatInterval: string | number | null;
  disabled: boolean;
}

export interface JobListQuery {
  state?: JobState;
  /** 1-based */
  page?: number;
  pageSize?: number;
}

export interface JobPage {
  jobs: JobInfo[];
  count: number;
  hasMore: boolean;
}

export type JobSummary = Record<JobState, number> & { total: number };

/** Inspection and manual control over stored jobs, through Agenda's API (any backend). */
export interface JobAdmin {
  list(query?: JobListQuery): Promise<JobPage>;
  /** How many jobs are in each state. */
  summary(): Promise<JobSummary>;
  /** null when no job has that id. */
  get(id: string): Promise<JobInfo | null>;
  /** Runs the job as soon as possible (re-enabling it if paused); null when not found. */
  retry(id: string): Promise<JobInfo | null>;
  /** Deletes the job; false when not found. */
  remove(id: string): Promise<boolean>;
}
