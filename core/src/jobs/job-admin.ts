import { Job, type Agenda, type JobParameters, type JobsSort, type JobWithState } from 'agenda';
import {
  jobStates,
  type JobAdmin,
  type JobInfo,
  type JobListQuery,
  type JobState,
  type JobSummary,
} from './types.js';

const DEFAULT_PAGE_SIZE = 20;

const companyOf = (data: unknown): number | null => {
  const id = (data as { companyId?: unknown } | null)?.companyId;
  return typeof id === 'number' ? id : null;
};
const date = (d: Date | string | null | undefined): Date | null => (d ? new Date(d) : null);

function toInfo(job: JobWithState): JobInfo {
  return {
    id: String(job._id),
    name: job.name,
    companyId: companyOf(job.data),
    state: job.state,
    nextRunAt: date(job.nextRunAt),
    lastRunAt: date(job.lastRunAt),
    lastFinishedAt: date(job.lastFinishedAt),
    failedAt: date(job.failedAt),
    failCount: job.failCount ?? 0,
    failReason: job.failReason ?? null,
    repeatInterval: job.repeatInterval ?? null,
    disabled: Boolean(job.disabled),
  };
}

/** Failures and finished jobs read newest first; everything else by when it runs next. */
const sortFor = (state: JobState | undefined): JobsSort =>
  state === 'failed' || state === 'completed'
    ? { lastFinishedAt: 'desc', name: 'asc' }
    : { nextRunAt: 'asc', name: 'asc' };

/**
 * The jobs view's reads and manual actions, written against Agenda's public API (queryJobs,
 * getJobsOverview, Job#save, cancel) so they work the same on the knex, Mongo and Redis backends.
 */
export function createJobAdmin(ready: () => Promise<Agenda>): JobAdmin {
  /** A malformed id may make a backend throw (Mongo ObjectId); for the caller it is simply absent. */
  async function find(a: Agenda, id: string): Promise<JobWithState | null> {
    try {
      const { jobs } = await a.queryJobs({ id, limit: 1 });
      return jobs[0] ?? null;
    } catch {
      return null;
    }
  }

  const admin: JobAdmin = {
    async list(query: JobListQuery = {}) {
      const a = await ready();
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const page = Math.max(1, query.page ?? 1);
      const { jobs, total } = await a.queryJobs({
        state: query.state,
        sort: sortFor(query.state),
        skip: (page - 1) * pageSize,
        limit: pageSize,
      });
      return { jobs: jobs.map(toInfo), count: total, hasMore: total > page * pageSize };
    },
    async summary() {
      const a = await ready();
      const out = Object.fromEntries([...jobStates, 'total'].map((s) => [s, 0])) as JobSummary;
      for (const o of await a.getJobsOverview()) {
        out.total += o.total;
        for (const s of jobStates) out[s] += o[s];
      }
      return out;
    },
    async get(id) {
      const found = await find(await ready(), id);
      return found && toInfo(found);
    },
    async retry(id) {
      const a = await ready();
      const found = await find(a, id);
      if (!found) return null;
      // Job#save writes only the definition fields (never failedAt/failCount), so this moves the
      // run forward without racing the processor; the next run records its own outcome.
      const { state: _state, ...params } = found;
      const job = new Job(a, params as JobParameters<void> & { name: string; type: 'normal' | 'single' });
      job.enable();
      job.schedule(new Date());
      await job.save();
      return admin.get(id);
    },
    async remove(id) {
      const a = await ready();
      if (!(await find(a, id))) return false;
      return (await a.cancel({ id })) > 0;
    },
  };
  return admin;
}
