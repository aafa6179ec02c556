import type { ScheduleChanges, ScheduleFields, SchedulePageQuery } from '../schedule-schemas.js';
import type { Schedule } from '../schedule-model.js';
import { createSchedule } from './create-schedule.js';
import { deleteSchedule } from './delete-schedule.js';
import { findSchedule, listSchedulePage, type Caller } from './find-schedules.js';
import type { ScheduleDeps } from './schedule-deps.js';
import {
  attachScheduleMedia,
  mayAttachScheduleMedia,
  removeScheduleMedia,
  type Upload,
} from './schedule-media.js';
import { wireOne } from './schedule-wire.js';
import { updateSchedule } from './update-schedule.js';

/** The services bound to the kernel: what the routes call and what setup() returns; each answers the wire shape. */
export function scheduleServices(deps: ScheduleDeps) {
  const wire =
    <A extends unknown[]>(fn: (...args: A) => Promise<Schedule>) =>
    async (...args: A) =>
      wireOne(deps, await fn(...args));
  return {
    page: (caller: Caller, query: SchedulePageQuery) => listSchedulePage(deps, caller, query),
    find: wire((caller: Caller, id: number) => findSchedule(caller.companyId, id)),
    create: wire((caller: Caller, fields: ScheduleFields) => createSchedule(deps, caller, fields)),
    update: wire((caller: Caller, id: number, changes: ScheduleChanges) =>
      updateSchedule(deps, caller, id, changes),
    ),
    delete: (caller: Caller, id: number) => deleteSchedule(deps, caller, id),
    /** throws unless the schedule exists in the caller's company (checked before the upload is read) */
    mayAttach: (caller: Caller, id: number) => mayAttachScheduleMedia(caller, id),
    attachMedia: wire((caller: Caller, id: number, file: Upload) =>
      attachScheduleMedia(deps, caller, id, file),
    ),
    removeMedia: wire((caller: Caller, id: number) => removeScheduleMedia(deps, caller, id)),
  };
}

export type ScheduleServices = ReturnType<typeof scheduleServices>;
