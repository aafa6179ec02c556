import { AppError, type MediaRecord } from '@balcao/core';
import type { InboundMessage } from '@balcao/core';
import type { TicketDeps } from '../services/ticket-deps.js';

const extensions: Record<string, string> = { image: 'jpg', audio: 'ogg', video: 'mp4', application: 'bin' };

/**
 * Keeps an inbound message's file in the private media store. The bytes are in the stored event, or behind the
 * provider's loader while the event is live; a loader that fails is ERR_WAPP_DOWNLOAD_MEDIA, so the inbox retries
 * the event and, after its last try, lists it as failed for an admin to replay. A lazy loader does not survive a
 * restart (docs/architecture.md, Inbox): then the message is kept without its file rather than not at all.
 */
export async function keepInboundMedia(
  deps: Pick<TicketDeps, 'media'>,
  companyId: number,
  message: InboundMessage,
): Promise<MediaRecord | undefined> {
  const media = message.media;
  if (!media) return undefined;
  let data = media.data;
  if (!data && media.download) {
    try {
      data = await media.download();
    } catch (err) {
      throw new AppError('ERR_WAPP_DOWNLOAD_MEDIA', 500, {
        reason: err instanceof Error ? err.message : String(err),
      });
    }
  }
  if (!data) return undefined;
  const name = media.filename || `${message.waMessageId}.${extensions[message.type] ?? 'bin'}`;
  return deps.media.save(companyId, { data, name, mimeType: media.mimetype || 'application/octet-stream' });
}
