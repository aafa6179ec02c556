import { api } from '@balcao/kit';

/** Agenda's job states, derived from the job's timestamps ('paused' = disabled). */
export type JobState = 'queued' | 'running' | 'failed' | 'scheduled' | 'completed' | 'repeating' | 'paused';
export const JOB_STATES: JobState[] = [
  'queued',
  'running',
  'failed',
  'scheduled',
  'repeating',
  'completed',
  'paused',
];
/** The list filter: one state or every job. */
export type JobFilter = JobState | 'all';

export interface Job {
  id: string;
  name: string;
  companyId: number | null;
  companyName: string | null;
  state: JobState;
  nextRunAt: string | null;
  lastRunAt: string | null;
  lastFinishedAt: string | null;
  failedAt: string | null;
  failCount: number;
  failReason: string | null;
  repeatInterval: string | number | null;
  disabled: boolean;
}
export interface JobPage {
  jobs: Job[];
  count: number;
  hasMore: boolean;
}
export type JobSummary = Record<JobState, number> & { total: number };

export const listJobs = (filter: JobFilter, pageNumber: number, signal?: AbortSignal) =>
  api.get<JobPage>('/jobs', filter === 'all' ? { pageNumber } : { state: filter, pageNumber }, signal);
export const fetchSummary = () => api.get<JobSummary>('/jobs/summary');
export const retryJob = (id: string) => api.post<Job>(`/jobs/${encodeURIComponent(id)}/retry`);
export const removeJob = (id: string) => api.delete(`/jobs/${encodeURIComponent(id)}`);
