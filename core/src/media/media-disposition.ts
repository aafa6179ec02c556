/**
 * Whether a browser may show a file in place (an <img>, <audio> or <video>) or must download it. SVG is an
 * image that runs scripts, so it is downloaded like any document.
 */
export function showsInline(mimeType: string): boolean {
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  return /^(image|audio|video)\//.test(type) && type !== 'image/svg+xml';
}

/** type/subtype with optional parameters (WhatsApp voice notes are `audio/ogg; codecs=opus`). */
export const mimeTypePattern = /^[\w.+-]+\/[\w.+-]+(\s*;\s*[\w.+-]+=("[^"\r\n]*"|[\w.+-]+))*$/;

/** The name a download gets: its last path segment, without control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return Array.from(clean).slice(0, 255).join('') || 'file';
}
