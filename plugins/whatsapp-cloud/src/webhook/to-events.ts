import {
  locationBody,
  type Ack,
  type ContactIdentity,
  type InboundMessage,
  type InboxPayloads,
  type MediaPayload,
  type MessageType,
} from '@balcao/core';
import type { ChangeValue, CloudMessage, CloudStatus } from './webhook-schema.js';

/** a received file as the webhook names it: the bytes are fetched later by id (inbound/media-step.ts) */
export type CloudMedia = MediaPayload & { cloudMediaId: string };

export type CloudEvent =
  | { kind: 'message'; payload: InboundMessage }
  | { kind: 'ack'; payload: InboxPayloads['ack'] }
  | { kind: 'reaction'; payload: InboxPayloads['reaction'] };

const digits = (s: string) => s.replace(/\D/g, '');

/** one person as the webhook names them: by number when told, else by BSUID alone */
export function identityOf(
  number: string | undefined,
  bsuid: string | undefined,
  name?: string,
): ContactIdentity {
  const n = number ? digits(number) : '';
  const id = n || `${bsuid}@bsuid`;
  return {
    id,
    ...(n ? { number: n } : {}),
    ...(bsuid ? { bsuid } : {}),
    ...(name ? { name } : {}),
  };
}

const acks: Record<string, Ack> = { sent: 1, delivered: 2, read: 3, failed: 0 };

const mediaKinds: Record<string, MessageType> = {
  image: 'image',
  sticker: 'image',
  video: 'video',
  audio: 'audio',
  document: 'application',
};

function vcardOf(contact: Record<string, unknown>): string {
  const name = (contact.name as { formatted_name?: string } | undefined)?.formatted_name ?? '';
  const phones = (contact.phones as Array<{ phone?: string; wa_id?: string }> | undefined) ?? [];
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:;${name};;;`, `FN:${name}`];
  for (const p of phones)
    if (p.phone) lines.push(`TEL;type=CELL${p.wa_id ? `;waid=${p.wa_id}` : ''}:${p.phone}`);
  lines.push('END:VCARD');
  return lines.join('\n');
}

/** type, body and media of one Cloud message; undefined for a kind the product does not show */
function contentOf(m: CloudMessage): Pick<InboundMessage, 'type' | 'body' | 'media'> | undefined {
  if (m.type === 'text' && m.text) return { type: 'text', body: m.text.body };
  const kind = mediaKinds[m.type];
  const file = kind ? m[m.type as 'image' | 'video' | 'audio' | 'document' | 'sticker'] : undefined;
  if (kind && file) {
    const media: CloudMedia = {
      mimetype: file.mime_type,
      cloudMediaId: file.id,
      ...(file.filename ? { filename: file.filename } : {}),
      ...(m.type === 'audio' && file.voice ? { ptt: true } : {}),
    };
    return { type: kind, body: file.caption ?? file.filename ?? '', media };
  }
  if (m.type === 'location' && m.location) {
    const { latitude, longitude, name, address } = m.location;
    const description = [name, address].filter(Boolean).join(', ');
    return { type: 'locationMessage', body: locationBody(latitude, longitude, description || undefined) };
  }
  if (m.type === 'contacts' && m.contacts?.length)
    return { type: 'vcard', body: m.contacts.map(vcardOf).join('\n') };
  if (m.type === 'interactive' && m.interactive) {
    const reply = m.interactive.button_reply ?? m.interactive.list_reply;
    if (reply) return { type: 'text', body: reply.title };
  }
  if (m.type === 'button' && m.button) return { type: 'text', body: m.button.text };
  return undefined;
}

const when = (timestamp: string) => new Date(Number(timestamp) * 1000);

/**
 * The product's events in one webhook change: messages (reactions apart) and statuses as acks. Ids are Meta's;
 * the route maps the ids of our own sent messages back to the outbox's (message-ids.ts).
 */
export function eventsOf(connectionId: string, value: ChangeValue, now: Date): CloudEvent[] {
  const out: CloudEvent[] = [];
  const contacts = value.contacts ?? [];
  for (const m of value.messages ?? []) {
    const entry =
      contacts.find(
        (c) => (m.from && c.wa_id === m.from) || (m.from_user_id && c.user_id === m.from_user_id),
      ) ?? (contacts.length === 1 ? contacts[0] : undefined);
    const who = identityOf(m.from ?? entry?.wa_id, m.from_user_id ?? entry?.user_id, entry?.profile?.name);
    if (!who.number && !who.bsuid) continue;
    if (m.type === 'reaction' && m.reaction) {
      out.push({
        kind: 'reaction',
        payload: {
          connectionId,
          chatId: who.id,
          waMessageId: m.reaction.message_id,
          emoji: m.reaction.emoji ?? '',
          from: who,
          fromMe: false,
        },
      });
      continue;
    }
    const content = contentOf(m);
    if (!content) continue;
    out.push({
      kind: 'message',
      payload: {
        connectionId,
        waMessageId: m.id,
        chatId: who.id,
        isGroup: false,
        fromMe: false,
        contact: who,
        ...content,
        ...(m.context?.id ? { quotedWaMessageId: m.context.id } : {}),
        sentAt: when(m.timestamp),
        receivedAt: now,
      },
    });
  }
  for (const s of value.statuses ?? []) {
    const ack = acks[s.status];
    if (ack === undefined) continue;
    out.push({ kind: 'ack', payload: { connectionId, chatId: chatOfStatus(s), waMessageId: s.id, ack } });
  }
  return out;
}

const chatOfStatus = (s: CloudStatus) => identityOf(s.recipient_id, s.recipient_user_id).id;
