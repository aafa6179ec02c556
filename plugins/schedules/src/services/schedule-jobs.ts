import type { Knex } from 'knex';
import type { Schedule } from '../schedule-model.js';
import type { ScheduleDeps } from './schedule-deps.js';

/** The job that sends one schedule (defined in sending/send-schedule-job.ts). */
export const SEND_JOB = 'send';
export interface SendJobData {
  companyId: number;
  scheduleId: number;
  [key: string]: unknown;
}

/** One job per schedule, at its sendAt: creating it again moves it (a changed sendAt reschedules). */
export function planSend(
  deps: ScheduleDeps,
  s: Pick<Schedule, 'id' | 'companyId' | 'sendAt'>,
  trx?: Knex.Transaction,
) {
  return deps.jobs.unique<SendJobData>(
    SEND_JOB,
    { companyId: s.companyId, scheduleId: s.id },
    ['scheduleId'],
    s.sendAt,
    { trx },
  );
}

export function cancelSend(deps: ScheduleDeps, companyId: number, scheduleId: number) {
  return deps.jobs.cancel(SEND_JOB, { companyId, scheduleId });
}
