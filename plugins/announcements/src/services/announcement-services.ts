import type {
  AnnouncementChanges,
  AnnouncementFields,
  AnnouncementPageQuery,
} from '../announcement-schemas.js';
import type { AnnouncementDeps, Caller } from './announcement-deps.js';
import {
  attachAnnouncementMedia,
  mayAttachAnnouncementMedia,
  removeAnnouncementMedia,
  type Upload,
} from './announcement-media.js';
import { toWire } from './announcement-wire.js';
import { createAnnouncement } from './create-announcement.js';
import { deleteAnnouncement } from './delete-announcement.js';
import { findAnnouncement, listAnnouncementPage } from './find-announcements.js';
import { updateAnnouncement } from './update-announcement.js';

/**
 * The services bound to the kernel, answering the wire shape: what the routes call, and what the plugin's setup
 * returns (`ctx.services<AnnouncementServices>('announcements')`). Writes do not check the caller: the routes
 * let only super users reach them.
 */
export function announcementServices(deps: AnnouncementDeps) {
  const wire = toWire.bind(null, deps);
  return {
    page: (caller: Caller, query: AnnouncementPageQuery) => listAnnouncementPage(deps, caller, query),
    find: async (caller: Caller, id: number) => wire(await findAnnouncement(caller, id)),
    create: async (caller: Caller, fields: AnnouncementFields) =>
      wire(await createAnnouncement(deps, caller, fields)),
    update: async (id: number, changes: AnnouncementChanges) =>
      wire(await updateAnnouncement(deps, id, changes)),
    delete: (id: number) => deleteAnnouncement(deps, id),
    /** throws unless the announcement exists (checked before the upload is read) */
    mayAttach: (id: number) => mayAttachAnnouncementMedia(id),
    attachMedia: async (id: number, file: Upload) => wire(await attachAnnouncementMedia(deps, id, file)),
    removeMedia: async (id: number) => wire(await removeAnnouncementMedia(deps, id)),
  };
}

export type AnnouncementServices = ReturnType<typeof announcementServices>;
