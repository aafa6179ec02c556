import { notFound, pageOf } from '@balcao/core';
import { Announcement } from '../announcement-model.js';
import type { AnnouncementPageQuery } from '../announcement-schemas.js';
import type { AnnouncementDeps, Caller } from './announcement-deps.js';
import { toWire } from './announcement-wire.js';

/** Whaticket's page size. */
export const ANNOUNCEMENT_PAGE_SIZE = 20;

/**
 * One page by priority (Alta first), newest first within one: `{ records, count, hasMore }`. A super user
 * sees every announcement (the admin list; `status` narrows it), anyone else only the active ones.
 */
export async function listAnnouncementPage(
  deps: AnnouncementDeps,
  caller: Caller,
  { searchParam, pageNumber, status }: AnnouncementPageQuery,
) {
  const term = searchParam.trim().toLowerCase();
  const only = caller.super ? status : true;
  const base = () => {
    const q = Announcement.query();
    if (only !== undefined) q.where('status', only ? 1 : 0);
    if (term) q.whereRaw('LOWER(title) LIKE ?', [`%${term}%`]);
    return q;
  };
  const { rows, count, hasMore } = await pageOf(base, pageNumber, ANNOUNCEMENT_PAGE_SIZE, (q) =>
    q.orderBy('priority').orderBy('createdAt', 'desc').orderBy('id', 'desc'),
  );
  return {
    records: rows.map((a) => toWire(deps, a)),
    count,
    hasMore,
  };
}

/** One the caller may read; an inactive one is not found for anyone but a super user. */
export async function findAnnouncement(caller: Caller, id: number): Promise<Announcement> {
  const a = await Announcement.query().findById(id);
  return a && (a.status || caller.super) ? a : noAnnouncement();
}

export function noAnnouncement(): never {
  throw notFound('ERR_NO_ANNOUNCEMENT_FOUND');
}
