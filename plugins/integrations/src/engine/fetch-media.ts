const MAX_BYTES = 16 * 1024 * 1024;
const fallbackMime = {
  image: 'image/jpeg',
  audio: 'audio/mpeg',
  video: 'video/mp4',
  document: 'application/octet-stream',
};

/** Downloads a bot's media bubble (an image, audio or video link) so it goes to WhatsApp as a file. */
export async function fetchMedia(url: string, kind: keyof typeof fallbackMime) {
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!res.ok) throw new Error(`media ${url} answered ${res.status}`);
  const data = Buffer.from(await res.arrayBuffer());
  if (data.length > MAX_BYTES) throw new Error(`media ${url} is over ${MAX_BYTES} bytes`);
  const type = res.headers.get('content-type')?.split(';')[0]?.trim();
  const mimeType = type && type.startsWith(`${kind}/`) ? type : fallbackMime[kind];
  const name = decodeURIComponent(new URL(url).pathname.split('/').pop() || kind) || kind;
  return { data, name, mimeType };
}
