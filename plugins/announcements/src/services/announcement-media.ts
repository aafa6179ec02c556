import { AppError, attachRecordMedia, type UploadedFile } from '@balcao/core';
import { Announcement } from '../announcement-model.js';
import type { AnnouncementDeps } from './announcement-deps.js';
import { emitSaved } from './announcement-events.js';
import { noAnnouncement } from './find-announcements.js';

/** Spec §2: the announcement dialog takes .png, .jpg and .jpeg only. */
const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

export type Upload = Pick<UploadedFile, 'path' | 'originalname'>;

/** The image's mime type by its extension, or 400 ERR_ANNOUNCEMENT_MEDIA_TYPE. */
export function imageType(name: string): string {
  const ext = name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';
  const type = IMAGE_TYPES[ext];
  if (!type) throw new AppError('ERR_ANNOUNCEMENT_MEDIA_TYPE', 400);
  return type;
}

const current = async (id: number) => (await Announcement.query().findById(id)) ?? noAnnouncement();

/** Before an upload is read: the announcement exists (the route's super check came first). */
export const mayAttachAnnouncementMedia = (id: number) => current(id);

/**
 * Keeps the image in the author's company's private media and points the announcement at it, in one
 * transaction; the image it replaces is removed afterwards.
 */
export async function attachAnnouncementMedia(deps: AnnouncementDeps, id: number, file: Upload) {
  const before = await current(id);
  const image = { ...file, mimetype: imageType(file.originalname) };
  const a = await attachRecordMedia(deps, before.companyId, image, before.mediaPath, (media, trx) =>
    Announcement.query(trx).patchAndFetchById(id, { mediaPath: media.id, mediaName: media.name }),
  );
  emitSaved(deps, 'update', a);
  return a;
}

/** Drops the image; an announcement without one stays as it is. */
export async function removeAnnouncementMedia(deps: AnnouncementDeps, id: number) {
  const before = await current(id);
  if (!before.mediaPath) return before;
  const a = await Announcement.query().patchAndFetchById(id, { mediaPath: null, mediaName: null });
  await deps.media.remove(before.companyId, before.mediaPath);
  emitSaved(deps, 'update', a);
  return a;
}
