import type { Announcement } from '../announcement-model.js';
import type { AnnouncementWire } from '../contracts.js';
import type { AnnouncementDeps } from './announcement-deps.js';

/**
 * The image lives in the author's company's private media; users of every company see it in the popover, so
 * `mediaPath` is a signed link (no token needed), a day long as quick messages' and schedules' are.
 */
export const MEDIA_LINK_TTL = 24 * 60 * 60;

/** The contract's AnnouncementWire as the server holds it: its times still Dates (the JSON carries ISO text). */
export type AnnouncementWireDates = Omit<AnnouncementWire, 'createdAt' | 'updatedAt'> & {
  createdAt?: Date;
  updatedAt?: Date;
};

/** An announcement as Whaticket answers it, `mediaPath` a signed link instead of a file name under /public. */
export function toWire(
  deps: AnnouncementDeps,
  a: Announcement,
): AnnouncementWireDates & Record<string, unknown> {
  const json = a.toJSON() as Announcement & Record<string, unknown>;
  const link = a.mediaPath && deps.media.url(a.companyId, a.mediaPath, { ttlSeconds: MEDIA_LINK_TTL });
  return {
    ...json,
    mediaPath: link ? `${(deps.publicUrl ?? '').replace(/\/$/, '')}${link}` : null,
  };
}
