import { type AuthUser, notFound, pageOf, tenant } from '@balcao/core';
import { Schedule } from '../schedule-model.js';
import type { SchedulePageQuery } from '../schedule-schemas.js';
import type { ScheduleDeps } from './schedule-deps.js';
import { partiesOf, toWire } from './schedule-wire.js';

export type Caller = Pick<AuthUser, 'id' | 'companyId' | 'profile' | 'super'>;

/** Whaticket's page size for schedules. */
export const SCHEDULE_PAGE_SIZE = 20;

/**
 * One page of the company's schedules, the nearest sendAt first, searched in the message and the contact's
 * name, optionally of one contact or one author: `{ schedules, count, hasMore }`.
 */
export async function listSchedulePage(
  deps: ScheduleDeps,
  caller: Caller,
  { searchParam, contactId, userId, pageNumber }: SchedulePageQuery,
) {
  const term = searchParam.trim().toLowerCase();
  const base = () => {
    const q = tenant(caller.companyId)(Schedule);
    if (contactId) q.where('schedules.contactId', contactId);
    if (userId) q.where('schedules.userId', userId);
    if (term)
      q.where((w) =>
        w
          .whereRaw('LOWER(schedules.body) LIKE ?', [`%${term}%`])
          .orWhereIn('schedules.contactId', deps.contacts.idsNamed(caller.companyId, term)),
      );
    return q;
  };
  const { rows, count, hasMore } = await pageOf(base, pageNumber, SCHEDULE_PAGE_SIZE, (q) =>
    q.select('schedules.*').orderBy('schedules.sendAt', 'desc').orderBy('schedules.id', 'desc'),
  );
  const parties = await partiesOf(deps, caller.companyId, rows);
  return {
    schedules: rows.map((s) => toWire(deps, s, parties)),
    count,
    hasMore,
  };
}

/** A schedule of the caller's company; another company's is not found. */
export async function findSchedule(companyId: number, id: number): Promise<Schedule> {
  const s = await tenant(companyId)(Schedule).findById(id);
  if (!s) throw notFound('ERR_NO_SCHEDULE_FOUND');
  return s;
}
