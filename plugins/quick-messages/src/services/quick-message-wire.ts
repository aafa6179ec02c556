import type { QuickMessageWire } from '../contracts.js';
import type { QuickMessage } from '../quick-message-model.js';
import type { QuickMessageDeps } from './quick-message-deps.js';

/**
 * Whaticket's client GETs `mediaPath` with a bare axios call (no token) to send the file, so it is a signed
 * link to the private file; a day long, since the client keeps the list it loaded while the chat stays open.
 */
export const MEDIA_LINK_TTL = 24 * 60 * 60;

/** A quick message as Whaticket answers it: `isMedia` and `mediaPath` derived, the media id kept inside. */
export function toWire(deps: QuickMessageDeps, qm: QuickMessage): QuickMessageWire & Record<string, unknown> {
  const { mediaId, ...rest } = qm.toJSON() as QuickMessage & Record<string, unknown>;
  const link = mediaId && deps.media.url(qm.companyId, mediaId, { ttlSeconds: MEDIA_LINK_TTL });
  return {
    ...rest,
    isMedia: Boolean(link),
    mediaPath: link ? `${(deps.publicUrl ?? '').replace(/\/$/, '')}${link}` : null,
  };
}
