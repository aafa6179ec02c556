import type { EgressFetch } from '@balcao/core';

const MAX_BYTES = 16 * 1024 * 1024;
const fallbackMime = {
  image: 'image/jpeg',
  audio: 'audio/mpeg',
  video: 'video/mp4',
  document: 'application/octet-stream',
};

/**
 * Downloads a bot's media bubble (an image, audio or video link) so it goes to WhatsApp as a file: through the
 * egress guard (the link is the bot's, so the tenant's), at most 16 MB.
 */
export async function fetchMedia(fetch: EgressFetch, url: string, kind: keyof typeof fallbackMime) {
  const res = await fetch(url, { timeoutMs: 15_000, maxBytes: MAX_BYTES });
  if (!res.ok) throw new Error(`media ${url} answered ${res.status}`);
  const data = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type')?.split(';')[0]?.trim();
  const mimeType = type && type.startsWith(`${kind}/`) ? type : fallbackMime[kind];
  const name = decodeURIComponent(new URL(url).pathname.split('/').pop() || kind) || kind;
  return { data, name, mimeType };
}
