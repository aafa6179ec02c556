import { createEffect, createEvent, createStore, sample } from 'effector';
import { toastError } from '@balcao/kit';
import * as jobsApi from './api';
import type { JobFilter, JobSummary } from './api';

// The table itself is the kit's useInfiniteList (JobsPage); this holds what the cards and the table share.
export const filterChosen = createEvent<JobFilter>();
export const refreshRequested = createEvent();

const fetchSummaryFx = createEffect(jobsApi.fetchSummary);
export const retryJobFx = createEffect(jobsApi.retryJob);
export const removeJobFx = createEffect(jobsApi.removeJob);

export const $filter = createStore<JobFilter>('all').on(filterChosen, (_, filter) => filter);
export const $summary = createStore<JobSummary | null>(null).on(
  fetchSummaryFx.doneData,
  (_, summary) => summary,
);
/** The job a retry or cancel is in flight for, so its buttons can spin. */
export const $busyJobId = createStore<string | null>(null)
  .on([retryJobFx, removeJobFx], (_, id) => id)
  .reset(retryJobFx.finally, removeJobFx.finally);

// fresh counts whenever the view opens or refreshes, or a job changed
sample({ clock: [refreshRequested, retryJobFx.done, removeJobFx.done], target: fetchSummaryFx });

fetchSummaryFx.failData.watch(toastError);
