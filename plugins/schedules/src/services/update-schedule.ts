import { AppError, tenant } from '@balcao/core';
import { Schedule } from '../schedule-model.js';
import type { ScheduleChanges } from '../schedule-schemas.js';
import type { ScheduleDeps } from './schedule-deps.js';
import { emitSaved } from './schedule-events.js';
import { findSchedule, type Caller } from './find-schedules.js';
import { mustOwnContact } from './create-schedule.js';
import { planSend } from './schedule-jobs.js';

/**
 * Changes the message, contact or time of a schedule not sent yet; its job moves with sendAt. A sent one is
 * history (the dialog opens it read-only): 400 ERR_SCHEDULE_ALREADY_SENT. A failed (ERRO) one given a new time
 * is tried again: PENDENTE, a new attempt with an outbox key of its own.
 */
export async function updateSchedule(
  deps: ScheduleDeps,
  caller: Caller,
  id: number,
  changes: ScheduleChanges,
) {
  const current = await findSchedule(caller.companyId, id);
  if (current.sentAt || current.status === 'ENVIADA') throw new AppError('ERR_SCHEDULE_ALREADY_SENT', 400);
  if (changes.contactId !== undefined) await mustOwnContact(deps, caller.companyId, changes.contactId);
  const s = await deps.knex.transaction(async (trx) => {
    const retry =
      current.status === 'ERRO' && changes.sendAt !== undefined
        ? { status: 'PENDENTE' as const, late: false, attempt: current.attempt + 1 }
        : {};
    const row = await tenant(caller.companyId, trx)(Schedule).patchAndFetchById(id, { ...changes, ...retry });
    if (changes.sendAt !== undefined) await planSend(deps, row, trx);
    return row;
  });
  await emitSaved(deps, 'update', s);
  return s;
}
