export { createJobs, type CreateJobsOptions } from './jobs.js';
export type { BackendKind } from './create-backend.js';
export type {
  BackoffKind,
  DefineOptions,
  JobContext,
  JobData,
  JobHandler,
  Jobs,
  JobScheduler,
  PluginJobs,
  ScheduleOptions,
  StopOptions,
  UniqueOptions,
} from './types.js';
export { agendaJobsMigration } from '@balcao/agenda-knex-backend';
export {
  jobStates,
  type JobAdmin,
  type JobInfo,
  type JobListQuery,
  type JobPage,
  type JobState,
  type JobSummary,
} from './types.js';
export { pluginJobs } from './plugin-jobs.js';
