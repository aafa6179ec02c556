import { Announcement } from '../announcement-model.js';
import type { AnnouncementDeps } from './announcement-deps.js';
import { emitDeleted } from './announcement-events.js';
import { noAnnouncement } from './find-announcements.js';

/** Deletes it and its image; 404 ERR_NO_ANNOUNCEMENT_FOUND when there is no such announcement. */
export async function deleteAnnouncement(deps: AnnouncementDeps, id: number): Promise<void> {
  const a = (await Announcement.query().findById(id)) ?? noAnnouncement();
  await Announcement.query().deleteById(id);
  if (a.mediaPath) await deps.media.remove(a.companyId, a.mediaPath);
  emitDeleted(deps, a);
}
