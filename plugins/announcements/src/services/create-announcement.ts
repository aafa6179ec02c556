import { Announcement } from '../announcement-model.js';
import type { AnnouncementFields } from '../announcement-schemas.js';
import type { AnnouncementDeps, Caller } from './announcement-deps.js';
import { emitSaved } from './announcement-events.js';

/** Spec §2: priority 3 (Baixa) and active unless told; the author's company is the caller's. */
export async function createAnnouncement(
  deps: AnnouncementDeps,
  caller: Caller,
  fields: AnnouncementFields,
): Promise<Announcement> {
  const a = await Announcement.query().insertAndFetch({
    priority: 3,
    status: true,
    ...fields,
    companyId: caller.companyId,
  });
  emitSaved(deps, 'create', a);
  return a;
}
