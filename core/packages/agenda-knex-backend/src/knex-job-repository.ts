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
import { DueProbe } from './due-probe.js';
import { applyJobSelector, chunks, dataMatches, hasCriteria } from './filters.js';
import { findAndLockBatch, lockKnownJob } from './find-and-lock.js';
import { GroupCommit } from './group-commit.js';
import { DEFAULT_TABLE } from './migration.js';
import { PrefetchBuffer } from './prefetch-buffer.js';
import { rowToJob, type JobRow } from './rows.js';
import { saveJob } from './save-job.js';
import { saveManyStates, saveOneState, type StateSave } from './save-job-state.js';
import { sortJobs } from './sort-jobs.js';

export const DEFAULT_BATCH_SIZE = 100;
/**
 * Job-state group commits: up to STATE_WRITERS in flight at once (each holds one pooled connection
 * while it runs), each writing up to STATE_BATCH states (two saves per job run: start and finish).
 */
const STATE_WRITERS = 4;
const STATE_BATCH = 200;

export interface KnexJobRepositoryOptions {
  knex: Knex;
  tableName?: string;
  /**
   * How many due jobs of one name a find-and-lock takes in one transaction (the surplus waits,
   * locked, in this process's prefetch buffer for Agenda's next calls), and at most how many job
   * states one group commit writes. 1 = one transaction per locked job and per state save (the
   * unbatched path). Default 100.
   */
  batchSize?: number;
}

/** Agenda's JobRepository on a knex connection (SQLite or MySQL/MariaDB). */
export class KnexJobRepository implements JobRepository {
  readonly knex: Knex;
  readonly tableName: string;
  readonly batchSize: number;
  private readonly prefetched = new PrefetchBuffer();
  private readonly states: GroupCommit<StateSave, boolean> | undefined;
  /** Batches being locked right now: a release waits for them, so nothing they lock outlives it. */
  private readonly locking = new Set<Promise<unknown>>();
  private readonly probe: DueProbe;

  constructor(opts: KnexJobRepositoryOptions) {
    this.knex = opts.knex;
    this.tableName = opts.tableName ?? DEFAULT_TABLE;
    this.batchSize = Math.max(1, Math.floor(opts.batchSize ?? DEFAULT_BATCH_SIZE));
    this.probe = new DueProbe(this.knex, this.tableName);
    if (this.batchSize > 1)
      this.states = new GroupCommit(
        (saves) => saveManyStates(this.knex, this.tableName, saves),
        STATE_BATCH,
        STATE_WRITERS,
      );
  }

  /** The same repository writing through a caller's transaction: job and row commit together. */
  withTransaction(trx: Knex.Transaction): KnexJobRepository {
    return new KnexJobRepository({ knex: trx, tableName: this.tableName, batchSize: 1 });
  }

  /** How many jobs this process holds locked in its prefetch buffer (not yet handed to Agenda). */
  get prefetchedCount(): number {
    return this.prefetched.size;
  }

  /**
   * Releases the locks of prefetched jobs Agenda has not taken yet, so other instances can run them
   * now instead of after the lock lifetime. Called on stop (Agenda's unlockJobs, the kernel's stop).
   * Only locks still carrying our lock time are released: a lock that expired and was re-taken by
   * another worker is left alone.
   */
  async releasePrefetched(): Promise<void> {
    await this.releaseLocks(this.prefetched.takeAll());
    // a batch locked while we released gives itself back (see getNextJobToRun); wait until it has
    await Promise.allSettled([...this.locking]);
  }

  private async releaseLocks(jobs: JobParameters[]): Promise<void> {
    const byStamp = new Map<number, string[]>();
    for (const j of jobs) {
      const stamp = j.lockedAt?.getTime();
      if (stamp === undefined) continue;
      byStamp.set(stamp, [...(byStamp.get(stamp) ?? []), String(j._id)]);
    }
    for (const [stamp, ids] of byStamp)
      for (const part of chunks(ids))
        await this.table().whereIn('id', part).where('locked_at', stamp).update({ locked_at: null });
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
    const ids = await this.selectIds(o);
    // a removed job still waiting in this process's buffer must not run
    this.prefetched.drop(ids);
    let n = 0;
    for (const part of chunks(ids)) n += await this.table().whereIn('id', part).delete();
    return n;
  }

  async disableJobs(o: RemoveJobsOptions): Promise<number> {
    const ids = await this.selectIds(o);
    const n = await this.updateIds(ids, { disabled: true, updated_at: Date.now() });
    // a disabled job waiting in the buffer is not handed out; its lock goes so it runs once enabled
    await this.releaseLocks(this.prefetched.drop(ids));
    return n;
  }

  async enableJobs(o: RemoveJobsOptions): Promise<number> {
    return this.updateIds(await this.selectIds(o), { disabled: false, updated_at: Date.now() });
  }

  async purgeAllJobs(): Promise<number> {
    this.prefetched.takeAll();
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
    // Group commit: the states of jobs starting or finishing together share one transaction.
    const save = { job: { ...job }, lastModifiedBy: options?.lastModifiedBy };
    const saved = this.states
      ? await this.states.push(save)
      : await saveOneState(this.knex, this.tableName, save);
    // Agenda catches this and carries on; it happens when a job is removed while it runs.
    if (!saved)
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

  /** Agenda calls this on stop with the jobs it locked but did not start; the buffer goes too. */
  async unlockJobs(jobIds: (JobId | string)[]): Promise<void> {
    await this.updateIds(jobIds.map(String), { locked_at: null });
    await this.releasePrefetched();
  }

  /**
   * Serves the next job of this name from the prefetch buffer, else (when the probe says the name may
   * have work) locks a batch of due jobs in one transaction, hands out the first and buffers the rest
   * for Agenda's next calls (it asks again at once while it finds jobs, one job per call).
   */
  async getNextJobToRun(
    jobName: string,
    nextScanAt: Date,
    lockDeadline: Date,
    now: Date | undefined,
    options: JobRepositoryOptions | undefined,
  ): Promise<JobParameters | undefined> {
    const at = now ?? new Date();
    const stale: JobParameters[] = [];
    const buffered = this.prefetched.take(jobName, lockDeadline, at, stale);
    if (stale.length) await this.releaseLocks(stale);
    if (buffered) return buffered;
    const taking = this.lockAndTake(jobName, nextScanAt, lockDeadline, at, options?.lastModifiedBy);
    this.locking.add(taking);
    try {
      return await taking;
    } finally {
      this.locking.delete(taking);
    }
  }

  private async lockAndTake(
    jobName: string,
    nextScanAt: Date,
    lockDeadline: Date,
    at: Date,
    lastModifiedBy: string | undefined,
  ): Promise<JobParameters | undefined> {
    // taken before the probe: a release while it runs must still send this batch back
    const generation = this.prefetched.generation;
    if (!(await this.probe.mayHaveDue(jobName, nextScanAt.getTime(), lockDeadline.getTime())))
      return undefined;
    const [first, ...rest] = await findAndLockBatch(
      this.knex,
      this.tableName,
      jobName,
      nextScanAt,
      lockDeadline,
      at,
      lastModifiedBy,
      this.batchSize,
    );
    // Released (stopped) while this batch was being locked: Agenda has already listed the jobs it
    // unlocks on stop and would keep this one locked until its lock expired, so all of it goes back.
    if (generation !== this.prefetched.generation) {
      await this.releaseLocks(first ? [first, ...rest] : rest);
      return undefined;
    }
    this.prefetched.add(jobName, rest);
    return first;
  }
}
