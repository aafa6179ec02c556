import type { Message } from '../types';

/** the body shown as text under the media: a caption, not the file's name Whaticket stores as the body */
export function textOf(m: Message): string {
  const body = m.body ?? '';
  if (m.mediaType === 'locationMessage' || m.mediaType === 'vcard' || m.mediaType === 'call_log') return '';
  if (m.mediaUrl && m.mediaType !== 'conversation' && m.mediaType !== 'extendedTextMessage')
    return body && body !== m.mediaName ? body : '';
  return body;
}

/** the kinds a quote without text names by their label; any other is named by its file */
const LABELLED_KINDS = new Set(['image', 'audio', 'video', 'locationMessage', 'vcard', 'call_log']);

/** a short line for a quoted message: its text or what kind of media it is */
export function quoteSummary(m: Message, label: (kind: string) => string): string {
  const text = textOf(m);
  if (text) return text;
  if (m.mediaType && LABELLED_KINDS.has(m.mediaType)) return label(m.mediaType);
  return m.mediaName || m.body || label('application');
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
