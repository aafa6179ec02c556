import { AppError, attachRecordMedia, tenant, type UploadedFile } from '@balcao/core';
import { Schedule } from '../schedule-model.js';
import type { ScheduleDeps } from './schedule-deps.js';
import { emitSaved } from './schedule-events.js';
import { findSchedule, type Caller } from './find-schedules.js';

/** Spec §2: the schedule dialog takes .png, .jpg and .jpeg only. */
const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

export type Upload = Pick<UploadedFile, 'path' | 'originalname' | 'mimetype'>;

/** The image's mime type by its extension, or 400 ERR_SCHEDULE_MEDIA_TYPE. */
export function imageType(name: string): string {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  const type = IMAGE_TYPES[ext];
  if (!type || !name.includes('.')) throw new AppError('ERR_SCHEDULE_MEDIA_TYPE', 400);
  return type;
}

/** Before an upload is read: the schedule is one of the caller's company (404 otherwise). */
export const mayAttachScheduleMedia = (caller: Caller, id: number) => findSchedule(caller.companyId, id);

/** Keeps the image in the company's private media and points the schedule at it; the old one is removed. */
export async function attachScheduleMedia(deps: ScheduleDeps, caller: Caller, id: number, file: Upload) {
  const current = await mayAttachScheduleMedia(caller, id);
  const image = { ...file, mimetype: imageType(file.originalname) };
  const s = await attachRecordMedia(deps, caller.companyId, image, current.mediaPath, (media, trx) =>
    tenant(
      caller.companyId,
      trx,
    )(Schedule).patchAndFetchById(id, {
      mediaPath: media.id,
      mediaName: media.name,
    }),
  );
  await emitSaved(deps, 'update', s);
  return s;
}

/** Drops the image; a schedule without one stays as it is. */
export async function removeScheduleMedia(deps: ScheduleDeps, caller: Caller, id: number) {
  const current = await findSchedule(caller.companyId, id);
  if (!current.mediaPath) return current;
  const s = await tenant(caller.companyId)(Schedule).patchAndFetchById(id, {
    mediaPath: null,
    mediaName: null,
  });
  await deps.media.remove(caller.companyId, current.mediaPath);
  await emitSaved(deps, 'update', s);
  return s;
}
