import type { Knex } from 'knex';
import {
  computeJobState,
  type JobId,
  type JobParameters,
  type JobRepository,
  type JobRepositoryOptions,
  type JobsOverview,
  type JobsQueryOptions,
  type JobsResult,
  type JobWithState,
  type RemoveJobsOptions,
} from 'agenda';
import { applyJobSelector, chunks, dataMatches, hasCriteria } from './filters.js';
import { findAndLockNext, lockKnownJob } from './find-and-lock.js';
import { DEFAULT_TABLE } from './migration.js';
import { ms, rowToJob, type JobRow } from './rows.js';
import { saveJob } from './save-job.js';
import { sortJobs } from './sort-jobs.js';

export interface KnexJobRepositoryOptions {
  knex: Knex;
  tableName?: string;
}

/** Agenda's JobRepository on a knex connection (SQLite or MySQL/MariaDB). */
export class KnexJobRepository implements JobRepository {
  readonly knex: Knex;
  readonly tableName: string;

  constructor(opts: KnexJobRepositoryOptions) {
    this.knex = opts.knex;
    this.tableName = opts.tableName ?? DEFAULT_TABLE;
  }

  /** The same repository writing through a caller's transaction: job and row commit together. */
  withTransaction(trx: Knex.Transaction): KnexJobRepository {
    return new KnexJobRepository({ knex: trx, tableName: this.tableName });
  }

  private table() {
    return this.knex<JobRow>(this.tableName);
  }

  async connect(): Promise<void> {
    await this.knex.raw('select 1');
  }

  async getJobById(id: string): Promise<JobParameters | null> {
    const row = (await this.table().where('id', String(id)).first()) as JobRow | undefined;
    return row ? rowToJob(row) : null;
  }

  async queryJobs(o: JobsQueryOptions = {}): Promise<JobsResult> {
    const q = this.table().select('*');
    if (o.id) q.where('id', String(o.id));
    if (o.ids?.length) q.whereIn('id', o.ids.map(String));
    if (o.name) q.where('name', o.name);
    if (o.names?.length) q.whereIn('name', o.names);
    if (o.search) q.whereRaw('lower(name) like ?', [`%${o.search.toLowerCase()}%`]);
    if (o.includeDisabled === false) q.where('disabled', false);
    const now = new Date();
    // State is derived from timestamps (Agenda's computeJobState), so it is filtered in JS.
    let jobs: JobWithState[] = ((await q) as JobRow[])
      .map(rowToJob)
      .filter((j) => o.data === undefined || dataMatches(j.data, o.data))
      .map((j) => ({ ...j, _id: j._id as JobId, state: computeJobState(j, now) }));
    if (o.state)
      jobs = jobs.filter((j) => (o.state === 'paused' ? j.disabled === true : j.state === o.state));
    sortJobs(jobs, o.sort);
    const skip = o.skip ?? 0;
    const page = o.limit ? jobs.slice(skip, skip + o.limit) : jobs.slice(skip);
    return { jobs: page, total: jobs.length };
  }

  async getJobsOverview(): Promise<JobsOverview[]> {
    const { jobs } = await this.queryJobs();
    const byName = new Map<string, JobsOverview>();
    for (const j of jobs) {
      const o = byName.get(j.name) ?? {
        name: j.name,
        total: 0,
        running: 0,
        scheduled: 0,
        queued: 0,
        completed: 0,
        failed: 0,
        repeating: 0,
        paused: 0,
      };
      o.total++;
      o[j.state]++;
      if (j.disabled && j.state !== 'paused') o.paused++;
      byName.set(j.name, o);
    }
    return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  async getDistinctJobNames(): Promise<string[]> {
    const rows = (await this.table().distinct('name').orderBy('name')) as { name: string }[];
    return rows.map((r) => r.name);
  }

  async getQueueSize(): Promise<number> {
    const row = (await this.table().where('next_run_at', '<', Date.now()).count({ n: '*' }).first()) as {
      n: number | string;
    };
    return Number(row.n);
  }

  /** Ids selected by the options, applying the data filter in JS. */
  private async selectIds(o: RemoveJobsOptions): Promise<string[]> {
    if (!hasCriteria(o)) return [];
    const rows = (await applyJobSelector(this.table().select('id', 'data'), o)) as Pick<
      JobRow,
      'id' | 'data'
    >[];
    return rows
      .filter(
        (r) => o.data === undefined || dataMatches(r.data === null ? undefined : JSON.parse(r.data), o.data),
      )
      .map((r) => r.id);
  }

  private async updateIds(ids: string[], cols: Partial<JobRow>): Promise<number> {
    let n = 0;
    for (const part of chunks(ids)) n += await this.table().whereIn('id', part).update(cols);
    return n;
  }

  async removeJobs(o: RemoveJobsOptions): Promise<number> {
    let n = 0;
    for (const part of chunks(await this.selectIds(o))) n += await this.table().whereIn('id', part).delete();
    return n;
  }

  async disableJobs(o: RemoveJobsOptions): Promise<number> {
    return this.updateIds(await this.selectIds(o), { disabled: true, updated_at: Date.now() });
  }

  async enableJobs(o: RemoveJobsOptions): Promise<number> {
    return this.updateIds(await this.selectIds(o), { disabled: false, updated_at: Date.now() });
  }

  async purgeAllJobs(): Promise<number> {
    return this.table().delete();
  }

  saveJob<DATA = unknown>(
    job: JobParameters<DATA>,
    options: JobRepositoryOptions | undefined,
  ): Promise<JobParameters<DATA>> {
    return saveJob(this.knex, this.tableName, job, options);
  }

  async saveJobState(job: JobParameters, options: JobRepositoryOptions | undefined): Promise<void> {
    if (!job._id) throw new Error('Cannot save job state without job ID');
    const n = await this.table()
      .where({ id: String(job._id), name: job.name })
      .update({
        locked_at: ms(job.lockedAt),
        next_run_at: ms(job.nextRunAt),
        last_run_at: ms(job.lastRunAt),
        last_finished_at: ms(job.lastFinishedAt),
        failed_at: ms(job.failedAt),
        fail_count: job.failCount ?? null,
        fail_reason: job.failReason ?? null,
        progress: job.progress ?? null,
        fork: job.fork ?? false,
        last_modified_by: options?.lastModifiedBy ?? null,
        updated_at: Date.now(),
      });
    // Agenda catches this and carries on; it happens when a job is removed while it runs.
    if (n !== 1)
      throw new Error(
        `job ${job._id} (name: ${job.name}) cannot be updated in the database, maybe it does not exist anymore?`,
      );
  }

  lockJob(job: JobParameters, options: JobRepositoryOptions | undefined): Promise<JobParameters | undefined> {
    return lockKnownJob(this.knex, this.tableName, job, options?.lastModifiedBy);
  }

  async unlockJob(job: JobParameters): Promise<void> {
    // One-off jobs that finished (nextRunAt null) keep lockedAt as a record; others are released.
    if (!job._id) return;
    await this.table().where('id', String(job._id)).whereNotNull('next_run_at').update({ locked_at: null });
  }

  async unlockJobs(jobIds: (JobId | string)[]): Promise<void> {
    await this.updateIds(jobIds.map(String), { locked_at: null });
  }

  getNextJobToRun(
    jobName: string,
    nextScanAt: Date,
    lockDeadline: Date,
    now: Date | undefined,
    options: JobRepositoryOptions | undefined,
  ): Promise<JobParameters | undefined> {
    return findAndLockNext(
      this.knex,
      this.tableName,
      jobName,
      nextScanAt,
      lockDeadline,
      now ?? new Date(),
      options?.lastModifiedBy,
    );
  }
}
