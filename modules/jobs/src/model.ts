import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { toastError } from '@balcao/kit';
import * as jobsApi from './api';
import type { Job, JobFilter, JobPage, JobSummary } from './api';

export const pageOpened = createEvent();
export const filterChosen = createEvent<JobFilter>();
export const refreshRequested = createEvent();
export const nextPageRequested = createEvent();

export const fetchPageFx = createEffect(({ filter, page }: { filter: JobFilter; page: number }) =>
  jobsApi.listJobs(filter, page),
);
export const fetchSummaryFx = createEffect(jobsApi.fetchSummary);
export const retryJobFx = createEffect(jobsApi.retryJob);
export const removeJobFx = createEffect(async (job: Job) => {
  await jobsApi.removeJob(job.id);
  return job;
});

export const $filter = createStore<JobFilter>('all').on(filterChosen, (_, filter) => filter);
export const $summary = createStore<JobSummary | null>(null).on(
  fetchSummaryFx.doneData,
  (_, summary) => summary,
);

// Only the answer for the filter still chosen counts: a slow reply for the old one is dropped.
const pageLoaded = sample({
  clock: fetchPageFx.done,
  source: $filter,
  filter: (filter, { params }) => filter === params.filter,
  fn: (_, { params, result }): { page: number; result: JobPage } => ({ page: params.page, result }),
});
export const $page = createStore(1).on(pageLoaded, (_, { page }) => page);
export const $jobs = createStore<Job[]>([])
  .on(pageLoaded, (jobs, { page, result }) =>
    page === 1 ? result.jobs : [...jobs, ...result.jobs.filter((j) => !jobs.some((k) => k.id === j.id))],
  )
  .on(filterChosen, () => [])
  .on(removeJobFx.doneData, (jobs, removed) => jobs.filter((j) => j.id !== removed.id));
export const $hasMore = createStore(false).on(pageLoaded, (_, { result }) => result.hasMore);
export const $count = createStore(0)
  .on(pageLoaded, (_, { result }) => result.count)
  .on(removeJobFx.doneData, (count) => Math.max(0, count - 1));
export const $loading = fetchPageFx.pending;
/** The job a retry or cancel is in flight for, so its buttons can spin. */
export const $busyJobId = createStore<string | null>(null)
  .on(retryJobFx, (_, id) => id)
  .on(removeJobFx, (_, job) => job.id)
  .reset(retryJobFx.finally, removeJobFx.finally);

// Page 1 of the chosen filter, and fresh counts, whenever the view opens, the filter changes or a job changed.
sample({
  clock: [pageOpened, filterChosen, refreshRequested, retryJobFx.done, removeJobFx.done],
  source: $filter,
  fn: (filter) => ({ filter, page: 1 }),
  target: fetchPageFx,
});
sample({ clock: [pageOpened, refreshRequested, retryJobFx.done, removeJobFx.done], target: fetchSummaryFx });
sample({
  clock: nextPageRequested,
  source: combine({ filter: $filter, page: $page, hasMore: $hasMore, loading: $loading }),
  filter: ({ hasMore, loading }) => hasMore && !loading,
  fn: ({ filter, page }) => ({ filter, page: page + 1 }),
  target: fetchPageFx,
});

fetchPageFx.failData.watch(toastError);
fetchSummaryFx.failData.watch(toastError);
