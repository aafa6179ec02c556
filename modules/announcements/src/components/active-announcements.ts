import { removeById, upsertById } from '@balcao/kit';
import type { Announcement, AnnouncementEvent } from '../api';

const byId = (a: Announcement) => a.id;

/** Alta first; the newest first within one priority (the server's order). */
export function byPriority(list: Announcement[]): Announcement[] {
  return [...list].sort(
    (a, b) => a.priority - b.priority || Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  );
}

/** The popover's list after a `company-announcement` event: an inactive one leaves it, as a deleted one does. */
export function applyEvent(list: Announcement[], event: AnnouncementEvent): Announcement[] {
  if (event.action === 'delete') return removeById(list, event.id, byId);
  if (!event.record.status) return removeById(list, event.record.id, byId);
  return byPriority(upsertById(list, event.record, byId));
}

/** What "seen" remembers of an announcement: an edit makes it news again. */
export const seenKey = (a: Pick<Announcement, 'id' | 'updatedAt'>) => `${a.id}:${a.updatedAt}`;
