import {
  locationBody,
  type ContactIdentity,
  type InboundMessage,
  type MessageType,
} from '../../domain/messages/message-types.js';
import { sampleMedia } from './sim-media-samples.js';

/** What a simulated contact does, as the control API or a test describes it. */
export interface SimContactInput {
  /** digits; may be omitted when the contact is only known by LID */
  number?: string;
  lid?: string;
  name?: string;
}

export interface SimInboundInput {
  from: SimContactInput;
  /** send inside this group (created on first use) instead of a 1:1 chat */
  group?: { id: string; subject?: string };
  type: MessageType;
  body?: string;
  quotedWaMessageId?: string;
  /** media bytes; a small valid sample is used when absent */
  media?: { data?: Buffer; mimetype?: string; filename?: string; ptt?: boolean };
  latitude?: number;
  longitude?: number;
  /** vcard: the contact card shared */
  vcard?: string;
  displayName?: string;
  /** call_log: a missed video call instead of voice */
  video?: boolean;
}

export function simIdentity(c: SimContactInput): ContactIdentity {
  const number = c.number?.replace(/\D/g, '') || undefined;
  const lid = c.lid?.replace(/@.*$/, '') || undefined;
  // the product's one key for a person: the number when known, else the LID in jid form so it cannot pass for a number
  const id = number ?? (lid ? `${lid}@lid` : undefined);
  if (!id) throw new Error('a simulated contact needs a number or a lid');
  return { id, ...(number ? { number } : {}), ...(lid ? { lid } : {}), ...(c.name ? { name: c.name } : {}) };
}

/** Turns a control request into exactly what the provider would normalise from the real network. */
export function buildSimInbound(
  connectionId: string,
  waMessageId: string,
  input: SimInboundInput,
  now: Date,
  fromMe = false,
): InboundMessage {
  const sender = simIdentity(input.from);
  const group = input.group
    ? { id: input.group.id, ...(input.group.subject ? { subject: input.group.subject } : {}) }
    : undefined;
  const base = {
    connectionId,
    waMessageId,
    chatId: group ? group.id : sender.id,
    isGroup: !!group,
    fromMe,
    contact: group ? { id: group.id, ...(group.subject ? { name: group.subject } : {}) } : sender,
    ...(group ? { participant: sender, group } : {}),
    ...(input.quotedWaMessageId ? { quotedWaMessageId: input.quotedWaMessageId } : {}),
    sentAt: now,
    receivedAt: now,
  };
  switch (input.type) {
    case 'text':
      return { ...base, type: 'text', body: input.body ?? '' };
    case 'image':
    case 'video':
    case 'application':
    case 'audio': {
      const sample = sampleMedia[input.type]();
      const media = {
        data: input.media?.data ?? sample.data,
        mimetype: input.media?.mimetype ?? sample.mimetype,
        filename: input.media?.filename ?? sample.filename,
        ...(input.type === 'audio' ? { ptt: input.media?.ptt ?? true } : {}),
      };
      return {
        ...base,
        type: input.type,
        body: input.body ?? (input.type === 'application' ? media.filename : ''),
        media: { ...media, size: media.data.length },
      };
    }
    case 'locationMessage':
      return {
        ...base,
        type: 'locationMessage',
        body: locationBody(input.latitude ?? -23.5505, input.longitude ?? -46.6333, input.body),
      };
    case 'vcard': {
      const name = input.displayName ?? 'Contato';
      const vcard =
        input.vcard ??
        `BEGIN:VCARD\nVERSION:3.0\nFN:${name}\nTEL;type=CELL;waid=5511999990000:+55 11 99999-0000\nEND:VCARD`;
      return { ...base, type: 'vcard', body: vcard };
    }
    case 'call_log':
      return {
        ...base,
        type: 'call_log',
        body: input.body ?? (input.video ? 'missed video call' : 'missed voice call'),
      };
  }
}
