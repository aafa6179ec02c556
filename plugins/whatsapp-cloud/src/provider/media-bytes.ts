import type { MediaPayload } from '@balcao/core';

/** an outbound file's bytes, however the caller gave them */
export async function mediaBytes(media: MediaPayload): Promise<Buffer> {
  if (media.data) return media.data;
  if (media.stream) {
    const chunks: Buffer[] = [];
    for await (const chunk of media.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  if (media.download) return media.download();
  throw new Error('an outbound file without bytes');
}
