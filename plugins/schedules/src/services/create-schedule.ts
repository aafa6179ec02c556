import { tenant } from '@balcao/core';
import { Schedule } from '../schedule-model.js';
import type { ScheduleFields } from '../schedule-schemas.js';
import type { ScheduleDeps } from './schedule-deps.js';
import { emitSaved } from './schedule-events.js';
import type { Caller } from './find-schedules.js';
import { planSend } from './schedule-jobs.js';

/** Schedules not sent yet: what the plan's `schedules` limit counts (sent ones are history, not load). */
export const PENDING: Schedule['status'][] = ['PENDENTE', 'AGENDADA'];

/** A contact of the company, or 404 ERR_NO_CONTACT_FOUND (another company's contact included). */
export async function mustOwnContact(deps: ScheduleDeps, companyId: number, contactId: number) {
  await deps.contacts.find(companyId, contactId);
}

/**
 * Writes the schedule and its send job in one transaction, after the plan's limit allows one more pending
 * schedule (403 ERR_PLAN_SCHEDULE_LIMIT); the caller is its author.
 */
export async function createSchedule(deps: ScheduleDeps, caller: Caller, fields: ScheduleFields) {
  await mustOwnContact(deps, caller.companyId, fields.contactId);
  const s = await deps.knex.transaction(async (trx) => {
    const [{ n }] = (await tenant(
      caller.companyId,
      trx,
    )(Schedule)
      .whereIn('status', PENDING)
      .count({ n: '*' })) as unknown as [{ n: number | string }];
    await deps.planLimits.ensureAllows(trx, caller.companyId, 'schedules', Number(n));
    const row = await tenant(
      caller.companyId,
      trx,
    )(Schedule).insertAndFetch({
      ...fields,
      userId: caller.id,
      status: 'PENDENTE',
      late: false,
    });
    // the job commits with the row: no schedule without its send, no send of a rolled back schedule
    await planSend(deps, row, trx);
    return row;
  });
  await emitSaved(deps, 'create', s);
  return s;
}
