import { hostname } from 'node:os';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { Agenda, type AgendaBackend, type Job } from 'agenda';
import { KnexBackend } from '@balcao/agenda-knex-backend';
import { toBackoff } from './backoff.js';
import { createJobAdmin } from './job-admin.js';
import { createBackend, type BackendKind } from './create-backend.js';
import { JobSkipped } from './job-skipped.js';
import { RunningJobs } from './running-jobs.js';
import type {
  DefineOptions,
  JobContext,
  JobData,
  JobHandler,
  Jobs,
  ScheduleOptions,
  StopOptions,
  UniqueOptions,
} from './types.js';

export interface CreateJobsOptions {
  knex: Knex;
  backend: BackendKind;
  redisUrl?: string;
  mongoUrl?: string;
  redisKeyPrefix?: string;
  log: Logger;
  /**
   * How often each instance looks for due jobs (default 500 ms). Each poll locks the jobs due
   * before the next one, so a shorter poll means smaller bursts and jobs closer to their time,
   * at the cost of one indexed query per job name per poll. Prefer a number of ms: Agenda's
   * human-interval parser reads "500 milliseconds" as 500 seconds ("0.5 seconds" works).
   */
  processEvery?: string | number;
  /** Recorded as lastModifiedBy on jobs this instance touches. */
  instanceName?: string;
}

const companyOf = (data: unknown): number | null => {
  const id = (data as JobData | null)?.companyId;
  return typeof id === 'number' ? id : null;
};

/** kernel.jobs: Agenda 6 behind a small typed surface with tenant-scoped handler contexts. */
export function createJobs(opts: CreateJobsOptions): Jobs {
  const log = opts.log.child({ component: 'jobs' });
  const instanceName = opts.instanceName ?? `${hostname()}:${process.pid}`;
  const running = new RunningJobs();
  const definitions: { name: string; fn: (job: Job) => Promise<void>; options: DefineOptions }[] = [];
  let agenda: Agenda | undefined;
  let backend: AgendaBackend | undefined;
  let started = false;
  /** set by stop(): a job Agenda took just before it (its run was already under way) is handed back */
  let stopping = false;

  // Built on first use so definitions can be registered synchronously during plugin setup.
  let booting: Promise<Agenda> | undefined;
  const ready = (): Promise<Agenda> =>
    (booting ??= (async () => {
      backend = await createBackend(opts);
      const a = new Agenda({ backend, name: instanceName, processEvery: opts.processEvery ?? 500 });
      a.on('error', (err: Error) => log.error({ err }, 'jobs backend error'));
      a.on('retry exhausted', (err: Error, job: Job) => {
        // a skip is never retried, so it has no retries to exhaust
        if (err instanceof JobSkipped) return;
        log.error(
          { err, job: job.attrs.name, data: job.attrs.data, failCount: job.attrs.failCount },
          'job gave up after its retries',
        );
      });
      a.on('complete', (job: Job) => running.finished(String(job.attrs._id)));
      for (const d of definitions) register(a, d.name, d.fn, d.options);
      await a.ready;
      agenda = a;
      return a;
    })());

  function register(a: Agenda, name: string, fn: (job: Job) => Promise<void>, options: DefineOptions) {
    a.define(name, fn, {
      backoff: toBackoff(options),
      ...(options.concurrency !== undefined && { concurrency: options.concurrency }),
      ...(options.lockLifetimeMs !== undefined && { lockLifetime: options.lockLifetimeMs }),
    });
  }

  /** Saves a built job, inside the caller's transaction when one is given. */
  async function persist(a: Agenda, job: Job, trx: Knex.Transaction | undefined): Promise<string | null> {
    if (!trx) {
      await job.save();
      return String(job.attrs._id);
    }
    if (backend instanceof KnexBackend) {
      const saved = await backend.repository
        .withTransaction(trx)
        .saveJob(job.toJson(true), { lastModifiedBy: instanceName });
      job.attrs._id = saved._id;
      job.attrs.nextRunAt = saved.nextRunAt;
      // Wake the processor only once the row is visible to it; a rollback just drops the job.
      trx.executionPromise.then(() => a.publishJobNotification(job)).catch(() => undefined);
      return String(saved._id);
    }
    // Other stores cannot join a SQL transaction: save after commit, never on rollback.
    trx.executionPromise
      .then(() => job.save())
      .catch((err: unknown) =>
        log.debug({ err, job: job.attrs.name }, 'job not saved: transaction rolled back'),
      );
    return null;
  }

  return {
    ...createJobAdmin(ready),
    define<D extends JobData>(name: string, handler: JobHandler<D>, options: DefineOptions = {}) {
      const fn = async (job: Job) => {
        const data = (job.attrs.data ?? {}) as D;
        const companyId = companyOf(data);
        const attempt = (job.attrs.failCount ?? 0) + 1;
        const ctx: JobContext<D> = {
          data,
          companyId,
          attempt,
          log: log.child({ job: name, jobId: String(job.attrs._id), companyId }),
        };
        if (stopping) {
          // Agenda took this job before stop() and saves its start before calling here, a window a loaded machine
          // widens: do not begin work while shutting down. Due now and unlocked, it runs on whichever process runs
          // jobs next (this one after a restart).
          job.attrs.nextRunAt = new Date();
          ctx.log.info('job handed back: the process is stopping');
          return;
        }
        running.started(String(job.attrs._id));
        try {
          await handler(ctx);
        } catch (err) {
          if (err instanceof JobSkipped) {
            ctx.log.warn({ reason: err.reason, data }, 'job skipped');
            throw err;
          }
          const retrying = attempt <= (options.retries ?? 0);
          ctx.log.error({ err, data, attempt, retrying }, 'job failed');
          throw err;
        }
      };
      definitions.push({ name, fn, options });
      if (agenda) register(agenda, name, fn, options);
    },

    async now(name, data, options: ScheduleOptions = {}) {
      const a = await ready();
      return (await persist(a, a.create(name, data).schedule(new Date()), options.trx)) as string;
    },

    async schedule(when, name, data, options: ScheduleOptions = {}) {
      const a = await ready();
      return (await persist(a, a.create(name, data).schedule(when), options.trx)) as string;
    },

    async every(interval, name, data, options = {}) {
      const a = await ready();
      const companyId = companyOf(data);
      if (companyId === null)
        return String((await a.every(interval, name, data, { timezone: options.timezone })).attrs._id);
      // Agenda's every() keeps one row per name; tenant jobs need one per company, and keeping
      // the existing row (insertOnly) means a reboot does not reschedule it.
      const job = a.create(name, data).repeatEvery(interval, { timezone: options.timezone });
      job.unique({ 'data.companyId': companyId }, { insertOnly: true });
      return String((await job.save()).attrs._id);
    },

    async unique(name, data, by, when, options: UniqueOptions = {}) {
      const a = await ready();
      const keys = new Set<string>(by);
      // Tenancy: a unique key never spans companies.
      if (companyOf(data) !== null) keys.add('companyId');
      const spec = Object.fromEntries([...keys].sort().map((k) => [`data.${k}`, data[k]]));
      const job = a
        .create(name, data)
        .unique(spec, { insertOnly: options.insertOnly })
        .schedule(when ?? new Date());
      return (await persist(a, job, options.trx)) as string;
    },

    async cancel(name, dataMatch) {
      const a = await ready();
      return a.cancel(dataMatch ? { name, data: dataMatch } : { name });
    },

    async start() {
      const a = await ready();
      if (started) return;
      await a.start();
      started = true;
      stopping = false;
      log.info({ backend: opts.backend, jobs: definitions.map((d) => d.name) }, 'jobs started');
    },

    async stop(options: StopOptions = {}) {
      if (!agenda || !started) return;
      started = false;
      stopping = true;
      // Stop polling and release jobs locked but not yet started; running ones keep their locks.
      await agenda.stop(false);
      // the knex backend's prefetched jobs (locked in a batch, not started) go back to other instances
      if (backend instanceof KnexBackend) await backend.repository.releasePrefetched();
      const left = await running.settle(options.timeoutMs ?? 30_000);
      if (left > 0) log.warn({ left }, 'jobs still running at shutdown; their locks will expire');
      if (backend?.ownsConnection !== false) await backend?.disconnect();
      log.info('jobs stopped');
    },
  };
}
