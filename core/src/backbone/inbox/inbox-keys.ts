import { createHash } from 'node:crypto';
import type { InboxKind, InboxPayloads } from './inbox-event.js';

const digest = (s: string) => createHash('sha1').update(s).digest('hex').slice(0, 16);

/**
 * The identity of an event for deduplication (unique with connection and kind) and its conversation (the
 * unit of ordering). A redelivery yields the same wa id; a new fact (another ack level, another edit) a new one.
 */
export function inboxKeys<K extends InboxKind>(
  kind: K,
  payload: InboxPayloads[K],
): { waId: string; chatKey: string } {
  const p = payload as InboxPayloads[InboxKind];
  switch (kind) {
    case 'message': {
      const m = p as InboxPayloads['message'];
      return { waId: m.waMessageId, chatKey: m.chatId };
    }
    case 'ack': {
      const a = p as InboxPayloads['ack'];
      return { waId: `${a.waMessageId}:${a.ack}`, chatKey: a.chatId };
    }
    case 'edit': {
      const e = p as InboxPayloads['edit'];
      return { waId: `${e.waMessageId}:${digest(e.body)}`, chatKey: e.chatId };
    }
    case 'revoke': {
      const r = p as InboxPayloads['revoke'];
      return { waId: r.waMessageId, chatKey: r.chatId };
    }
    case 'reaction': {
      const r = p as InboxPayloads['reaction'];
      return { waId: `${r.waMessageId}:${r.from.id}:${digest(r.emoji)}`, chatKey: r.chatId };
    }
    default: {
      const c = p as InboxPayloads['contact'];
      // the same details told again are one event; changed details are a new one
      return { waId: `${c.contact.id}:${digest(JSON.stringify(c))}`, chatKey: c.contact.id };
    }
  }
}
