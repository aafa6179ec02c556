import { api } from '@balcao/kit';
import type { JobPage, JobState, JobSummary, JobWire } from '@balcao/core/contracts';

export type { JobState, JobSummary, JobWire as Job } from '@balcao/core/contracts';

/** The list filter: one state or every job. */
export type JobFilter = JobState | 'all';

export const listJobs = (filter: JobFilter, pageNumber: number, signal?: AbortSignal) =>
  api.get<JobPage>('/jobs', filter === 'all' ? { pageNumber } : { state: filter, pageNumber }, signal);
export const fetchSummary = () => api.get<JobSummary>('/jobs/summary');
export const retryJob = (id: string) => api.post<JobWire>(`/jobs/${encodeURIComponent(id)}/retry`);
export const removeJob = (id: string) => api.delete(`/jobs/${encodeURIComponent(id)}`);
