import { api, request } from '@balcao/kit';
import type { QuickMessageWire as QuickMessage } from '@balcao/plugin-quick-messages/contracts';
import type { Message } from '../types';

/** a quick reply as GET /quick-messages/list answers it (docs/compatibility.md) */
export type { QuickMessageWire as QuickMessage } from '@balcao/plugin-quick-messages/contracts';

export const listQuickMessages = (companyId: number, userId: number) =>
  api.get<QuickMessage[]>('/quick-messages/list', { companyId, userId });

/**
 * The quick replies whose shortcode holds what follows the '/'; '/' alone lists them all, so a user who does not
 * remember a shortcut can browse (Whaticket lists none until a letter is typed: docs/compatibility.md).
 */
export function matchQuick(list: QuickMessage[], input: string): QuickMessage[] {
  if (!input.startsWith('/') || /\s/.test(input)) return [];
  const term = input.slice(1).toLowerCase();
  return list.filter((q) => q.shortcode.toLowerCase().includes(term));
}

/** Spec §2: signing prefixes the body with the user's name in bold and a newline. */
export const signed = (body: string, name: string | undefined, on: boolean) =>
  on && name ? `*${name.trim()}*\n${body}` : body;

/** a text message (JSON); the key makes a retry of the same send a no-op on the server */
export const sendText = (ticketId: number, body: string, quotedMsg: Message | null, key: string) =>
  request<Message[]>('POST', `/messages/${ticketId}`, {
    body: { body, fromMe: true, read: true, quotedMsg: quotedMsg ? { id: quotedMsg.id } : null },
    headers: { 'Idempotency-Key': key },
  });

/**
 * Files (multipart `medias`), one message each. The caption rides on the first file; the others carry their
 * own name as body, which the server reads as "no caption" (Whaticket's client does the same).
 */
export function sendFiles(ticketId: number, files: File[], caption: string, key: string) {
  const form = new FormData();
  files.forEach((f, i) => {
    form.append('medias', f, f.name);
    form.append('body', i === 0 && caption.trim() ? caption : f.name);
  });
  return request<Message[]>('POST', `/messages/${ticketId}`, {
    body: form,
    headers: { 'Idempotency-Key': key },
  });
}

/** a media quick reply's file: its mediaPath is a signed link, read without the token */
export async function fetchQuickMedia(q: QuickMessage): Promise<File> {
  const res = await fetch(q.mediaPath!, { credentials: 'omit' });
  if (!res.ok) throw new Error(`media ${res.status}`);
  const blob = await res.blob();
  return new File([blob], q.mediaName ?? 'arquivo', { type: blob.type || 'application/octet-stream' });
}

export const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
