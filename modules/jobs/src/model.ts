import { createEffect, createEvent, createStore, sample } from 'effector';
import { toastError } from '@balcao/kit';
import * as jobsApi from './api';
import type { Job, JobFilter, JobSummary } from './api';

// The table itself is the kit's useInfiniteList (JobsPage); this holds what the cards and the table share.
export const pageOpened = createEvent();
export const filterChosen = createEvent<JobFilter>();
export const refreshRequested = createEvent();

const fetchSummaryFx = createEffect(jobsApi.fetchSummary);
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
/** The job a retry or cancel is in flight for, so its buttons can spin. */
export const $busyJobId = createStore<string | null>(null)
  .on(retryJobFx, (_, id) => id)
  .on(removeJobFx, (_, job) => job.id)
  .reset(retryJobFx.finally, removeJobFx.finally);

// fresh counts whenever the view opens or a job changed
sample({ clock: [pageOpened, refreshRequested, retryJobFx.done, removeJobFx.done], target: fetchSummaryFx });

fetchSummaryFx.failData.watch(toastError);
