import type { Readable } from 'node:stream';

/** Message kinds as spec §3 Message.mediaType names them; plain text is 'text'. */
export type MessageType =
  'text' | 'image' | 'audio' | 'video' | 'application' | 'locationMessage' | 'vcard' | 'call_log';

/** Ack levels of spec §3: 1 sent, 2 delivered, 3 read, 4 and 5 read/played. 0 means the send failed. */
export type Ack = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * One person on WhatsApp. WhatsApp addresses people by phone number (PN) or by a privacy id (LID);
 * `id` is the single identity the product keys contacts by: the number (digits) when known, else
 * `<lid>@lid`, so a LID can never be mistaken for a phone number.
 */
export interface ContactIdentity {
  id: string;
  /** digits only, with country code, when WhatsApp told us */
  number?: string;
  /** the LID user id (digits before @lid) when known */
  lid?: string;
  /**
   * the business-scoped user id Meta's Cloud API sends next to or instead of the number (`BR.1502576394655843`);
   * a person known by nothing else has the id `<bsuid>@bsuid`
   */
  bsuid?: string;
  /** the name the person set for themselves (push name) */
  name?: string;
}

/**
 * Media travels as bytes in memory, a stream, or (inbound, real network) a loader the
 * host calls only when it decides to keep the file.
 */
export interface MediaPayload {
  mimetype: string;
  filename?: string;
  data?: Buffer;
  stream?: Readable;
  download?: () => Promise<Buffer>;
  /** audio recorded as a voice note (push-to-talk) */
  ptt?: boolean;
  seconds?: number;
  size?: number;
}

export interface InboundMessage {
  connectionId: string;
  waMessageId: string;
  /** the chat: the contact's identity for 1:1, the group id for groups */
  chatId: string;
  isGroup: boolean;
  /** true for messages typed on the phone itself; they belong to the conversation too */
  fromMe: boolean;
  /** the other party of a 1:1 chat; in a group, the group itself (id = group id) */
  contact: ContactIdentity;
  /** in a group, who wrote it */
  participant?: ContactIdentity;
  group?: { id: string; subject?: string };
  type: MessageType;
  /** text, caption, "image|link|description" for locations, the vCard for contacts */
  body: string;
  media?: MediaPayload;
  quotedWaMessageId?: string;
  /** when the sender sent it */
  sentAt: Date;
  receivedAt: Date;
}

/** What to quote when replying: enough for the network to render the quote. */
export interface QuoteRef {
  waMessageId: string;
  fromMe: boolean;
  body?: string;
  /** the group member who wrote the quoted message */
  participant?: string;
}

interface OutboundBase {
  /** a phone number (digits) or a chat id the provider gave us (group, LID) */
  to: string;
  quoted?: QuoteRef;
  /**
   * The WhatsApp id to send under, chosen by the caller before the first try (the outbox): a resend under
   * the same id shows once on the phone. The provider picks one when absent.
   */
  messageId?: string;
}

export type OutboundMessage =
  | (OutboundBase & { type: 'text'; body: string })
  | (OutboundBase & {
      type: 'image' | 'audio' | 'video' | 'application';
      media: MediaPayload;
      caption?: string;
    })
  | (OutboundBase & {
      type: 'locationMessage';
      latitude: number;
      longitude: number;
      name?: string;
      address?: string;
    })
  | (OutboundBase & { type: 'vcard'; displayName: string; vcard: string })
  /**
   * A message template the network approved (the Cloud API's), filled with `variables` ({{1}}, {{2}}... of its
   * body), its media header and its buttons' values; `body` is the filled text, for the conversation. A provider
   * without templates refuses it.
   */
  | (OutboundBase & { type: 'template'; template: TemplateRef; body: string });

/** A network template by name and language, with what fills it. */
export interface TemplateRef {
  name: string;
  language: string;
  /** the {{1}}, {{2}}... of its body, in order */
  variables?: string[];
  /**
   * the file of a media header (image, document, video): a public link, the network's id of an uploaded one, or
   * one of the company's stored files
   */
  header?: TemplateHeaderMedia;
  /** the values of its buttons that take one, by the button's place (0 first) in the template */
  buttons?: TemplateButtonValue[];
}

export interface TemplateHeaderMedia {
  type: 'image' | 'document' | 'video';
  link?: string;
  /** the network's id of a file uploaded to it (the Cloud API's /{phone-number-id}/media) */
  id?: string;
  /** one of the company's stored files (ctx.media), which the provider uploads to the network when it sends */
  mediaId?: string;
  /** a document's name as the customer sees it */
  filename?: string;
}

/** a quick reply's payload (what comes back when tapped), or the end of a URL button's link ({{1}} of its url) */
export interface TemplateButtonValue {
  index: number;
  type: 'quick_reply' | 'url';
  value: string;
}

export interface SendResult {
  waMessageId: string;
  sentAt: Date;
  /** the chat id the message went to, as it will appear on acks */
  chatId: string;
}

/** Points at one message in a chat (for read receipts and deletes). */
export interface MessageRef {
  chatId: string;
  waMessageId: string;
  fromMe: boolean;
  participant?: string;
}

/** Spec §3 location body: parts joined by a bar: image, link, optional description. */
export function locationBody(lat: number, lng: number, description?: string, thumbnail?: string): string {
  const link = `https://maps.google.com/maps?q=${lat}%2C${lng}&z=17`;
  return [thumbnail ?? '', link, description].filter((p) => p !== undefined).join('|');
}
