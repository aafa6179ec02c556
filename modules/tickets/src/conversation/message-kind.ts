import type { Message } from '../types';

/** the body shown as text under the media: a caption, not the file's name Whaticket stores as the body */
export function textOf(m: Message): string {
  const body = m.body ?? '';
  if (m.mediaType === 'locationMessage' || m.mediaType === 'vcard' || m.mediaType === 'call_log') return '';
  if (m.mediaUrl && m.mediaType !== 'conversation' && m.mediaType !== 'extendedTextMessage')
    return body && body !== m.mediaName ? body : '';
  return body;
}

/** a short line for a quoted message: its text or what kind of media it is */
export function quoteSummary(m: Message, label: (kind: string) => string): string {
  const text = textOf(m);
  if (text) return text;
  switch (m.mediaType) {
    case 'image':
    case 'audio':
    case 'video':
    case 'locationMessage':
    case 'vcard':
    case 'call_log':
      return label(m.mediaType);
    default:
      return m.mediaName || m.body || label('application');
  }
}

export const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * In a list of messages newest first: a new one goes on top, an update merges into the one it names (in its place),
 * keeping what it did not carry.
 */
export function upsertMessage(list: Message[], m: Message): Message[] {
  const at = list.findIndex((x) => String(x.id) === String(m.id));
  if (at < 0) return [m, ...list];
  const old = list[at]!;
  const next = [...list];
  next[at] = {
    ...old,
    ...m,
    contact: m.contact ?? old.contact,
    quotedMsg: m.quotedMsg ?? old.quotedMsg,
  };
  return next;
}
