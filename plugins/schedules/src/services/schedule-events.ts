import type { Schedule } from '../schedule-model.js';
import type { ScheduleDeps } from './schedule-deps.js';
import { wireOne, type ScheduleWireDates } from './schedule-wire.js';

/** Whaticket's `company-{id}-schedule`: `{ action, schedule }`, or `{ action: 'delete', scheduleId }`. */
export type ScheduleEvent =
  { action: 'create' | 'update'; schedule: ScheduleWireDates } | { action: 'delete'; scheduleId: number };

export async function emitSaved(deps: ScheduleDeps, action: 'create' | 'update', s: Schedule) {
  const event: ScheduleEvent = { action, schedule: await wireOne(deps, s) };
  deps.realtime.emitToCompany(s.companyId, 'schedule', event);
}

export function emitDeleted(deps: ScheduleDeps, companyId: number, scheduleId: number) {
  const event: ScheduleEvent = { action: 'delete', scheduleId };
  deps.realtime.emitToCompany(companyId, 'schedule', event);
}
