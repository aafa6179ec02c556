import { Announcement } from '../announcement-model.js';
import type { AnnouncementChanges } from '../announcement-schemas.js';
import type { AnnouncementDeps } from './announcement-deps.js';
import { emitSaved } from './announcement-events.js';
import { noAnnouncement } from './find-announcements.js';

/** Changes the given fields only; 404 ERR_NO_ANNOUNCEMENT_FOUND when there is no such announcement. */
export async function updateAnnouncement(
  deps: AnnouncementDeps,
  id: number,
  changes: AnnouncementChanges,
): Promise<Announcement> {
  const a = (await Announcement.query().patchAndFetchById(id, changes)) ?? noAnnouncement();
  emitSaved(deps, 'update', a);
  return a;
}
