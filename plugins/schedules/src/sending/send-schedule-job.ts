import { type PluginContext, tenant } from '@balcao/core';
import { Schedule } from '../schedule-model.js';
import type { ScheduleDeps } from '../services/schedule-deps.js';
import { emitSaved } from '../services/schedule-events.js';
import { SEND_JOB, type SendJobData } from '../services/schedule-jobs.js';
import { sendSchedule } from './send-schedule.js';

declare module '@balcao/core' {
  interface HookEvents {
    /** a schedule's message was queued in the outbox now (once per schedule; `late` when sent after downtime) */
    'schedule.queued': { companyId: number; scheduleId: number; late: boolean };
  }
}

/** Tries before a schedule that cannot be queued (database or media trouble) is given up as ERRO. */
const RETRIES = 3;

/**
 * The job behind every schedule: one per schedule at its sendAt (jobs.unique), run by whichever kernel process
 * locks it first; a job due while every process was down runs when one starts.
 */
export function defineSendJob(deps: ScheduleDeps, hooks: PluginContext['hooks']) {
  deps.jobs.define<SendJobData>(
    SEND_JOB,
    async ({ data, attempt, log }) => {
      try {
        if (!(await sendSchedule(deps, data.companyId, data.scheduleId))) return;
      } catch (err) {
        if (attempt <= RETRIES) throw err;
        log.error({ err, scheduleId: data.scheduleId }, 'schedule given up');
        const changed = await tenant(data.companyId)(Schedule)
          .where({ id: data.scheduleId })
          .whereNotIn('status', ['ENVIADA', 'ERRO'])
          .patch({ status: 'ERRO' });
        const s = changed && (await tenant(data.companyId)(Schedule).findById(data.scheduleId));
        if (s) await emitSaved(deps, 'update', s);
        return;
      }
      const s = await tenant(data.companyId)(Schedule).findById(data.scheduleId);
      await hooks.notify('schedule.queued', {
        companyId: data.companyId,
        scheduleId: data.scheduleId,
        late: Boolean(s?.late),
      });
    },
    // many schedules come due on the same minute ("every client at 9:00"): run them side by side
    { retries: RETRIES, backoff: 'exponential', concurrency: 25 },
  );
}
