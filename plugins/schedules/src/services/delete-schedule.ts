import { tenant } from '@balcao/core';
import { Schedule } from '../schedule-model.js';
import type { ScheduleDeps } from './schedule-deps.js';
import { emitDeleted } from './schedule-events.js';
import { findSchedule, type Caller } from './find-schedules.js';
import { cancelSend } from './schedule-jobs.js';

/** Deletes a schedule, its send job (so it never goes out) and its image. */
export async function deleteSchedule(deps: ScheduleDeps, caller: Caller, id: number) {
  const s = await findSchedule(caller.companyId, id);
  await cancelSend(deps, caller.companyId, id);
  await tenant(caller.companyId)(Schedule).deleteById(id);
  if (s.mediaPath) await deps.media.remove(caller.companyId, s.mediaPath);
  emitDeleted(deps, caller.companyId, id);
}
