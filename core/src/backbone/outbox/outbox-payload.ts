import type { Readable } from 'node:stream';
import type { OutboundMessage } from '../../domain/messages/message-types.js';

/**
 * An OutboundMessage as stored in the row: media bytes as base64 (a stream is read at enqueue, since the
 * sending process may be another one), the id kept in its own column.
 */
export async function storePayload(message: OutboundMessage): Promise<string> {
  const { messageId: _own, ...rest } = message;
  if (!('media' in rest)) return JSON.stringify(rest);
  const { stream, download: _never, data, ...media } = rest.media;
  const bytes = data ?? (stream ? await readAll(stream) : undefined);
  return JSON.stringify({
    ...rest,
    media: { ...media, ...(bytes ? { base64: bytes.toString('base64') } : {}) },
  });
}

export function loadPayload(json: string, messageId: string): OutboundMessage {
  const stored = JSON.parse(json) as OutboundMessage & { media?: { base64?: string } };
  if (stored.media?.base64 !== undefined) {
    const { base64, ...media } = stored.media;
    return {
      ...stored,
      media: { ...media, data: Buffer.from(base64, 'base64') },
      messageId,
    } as OutboundMessage;
  }
  return { ...stored, messageId };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
