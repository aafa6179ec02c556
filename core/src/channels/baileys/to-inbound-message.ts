import {
  getContentType,
  normalizeMessageContent,
  proto,
  toNumber,
  type WAMessage,
  type WAMessageKey,
} from '@whiskeysockets/baileys';
import {
  locationBody,
  type ContactIdentity,
  type InboundMessage,
  type MediaPayload,
  type MessageType,
} from '../../domain/messages/message-types.js';
import { identityFromJids, isGroupJid, type LidToPn } from './jid-identity.js';

/** What one WAMessage means to the product. Edits, revokes and reactions are about an earlier message. */
export type BaileysInbound =
  | { kind: 'message'; message: InboundMessage }
  | { kind: 'edit'; chatId: string; waMessageId: string; body: string; editedAt: Date }
  | { kind: 'revoke'; chatId: string; waMessageId: string; fromMe: boolean }
  | {
      kind: 'reaction';
      chatId: string;
      waMessageId: string;
      emoji: string;
      from: ContactIdentity;
      fromMe: boolean;
    }
  | { kind: 'ignored'; reason: string };

export interface ToInboundOptions {
  connectionId: string;
  lidToPn?: LidToPn;
  /** attached as media.download so bytes are fetched only when the host keeps the file */
  downloadMedia?: (message: WAMessage) => Promise<Buffer>;
  now?: () => Date;
}

type Content = proto.IMessage;
type ContentKey = keyof proto.IMessage;

const MEDIA_TYPES: Partial<Record<ContentKey, MessageType>> = {
  imageMessage: 'image',
  stickerMessage: 'image',
  videoMessage: 'video',
  ptvMessage: 'video',
  audioMessage: 'audio',
  documentMessage: 'application',
};

export function toInboundMessage(msg: WAMessage, options: ToInboundOptions): BaileysInbound {
  const key = msg.key as WAMessageKey;
  const remoteJid = key.remoteJid;
  if (!remoteJid || !key.id) return { kind: 'ignored', reason: 'no chat or id' };
  if (
    remoteJid === 'status@broadcast' ||
    remoteJid.endsWith('@newsletter') ||
    remoteJid.endsWith('@broadcast')
  ) {
    return { kind: 'ignored', reason: 'status or newsletter' };
  }
  const isGroup = isGroupJid(remoteJid);
  const fromMe = !!key.fromMe;
  // our own push name is not the contact's name
  const pushName = fromMe ? undefined : msg.pushName;
  const chatIdentity = isGroup
    ? { id: remoteJid }
    : identityFromJids([remoteJid, key.remoteJidAlt], pushName, options.lidToPn);
  const participant = isGroup
    ? identityFromJids([key.participant, key.participantAlt], pushName, options.lidToPn)
    : undefined;
  const chatId = chatIdentity.id;
  const sentAt = new Date(toNumber(msg.messageTimestamp) * 1000);

  const base = {
    connectionId: options.connectionId,
    waMessageId: key.id,
    chatId,
    isGroup,
    fromMe,
    contact: chatIdentity,
    ...(participant ? { participant, group: { id: remoteJid } } : {}),
    sentAt,
    receivedAt: options.now?.() ?? new Date(),
  };

  const stub = msg.messageStubType;
  if (
    stub === proto.WebMessageInfo.StubType.CALL_MISSED_VOICE ||
    stub === proto.WebMessageInfo.StubType.CALL_MISSED_VIDEO
  ) {
    const video = stub === proto.WebMessageInfo.StubType.CALL_MISSED_VIDEO;
    return {
      kind: 'message',
      message: { ...base, type: 'call_log', body: video ? 'missed video call' : 'missed voice call' },
    };
  }

  const content = normalizeMessageContent(msg.message);
  const type = getContentType(content);
  if (!content || !type) return { kind: 'ignored', reason: 'no content' };

  if (type === 'protocolMessage')
    return fromProtocolMessage(content.protocolMessage!, chatId, fromMe, sentAt);
  if (type === 'reactionMessage') {
    const r = content.reactionMessage!;
    const from = participant ?? (fromMe ? { id: 'me' } : chatIdentity);
    return { kind: 'reaction', chatId, waMessageId: r.key?.id ?? '', emoji: r.text ?? '', from, fromMe };
  }

  const body = textOf(content, type);
  const quoted = contextInfoOf(content, type)?.stanzaId ?? undefined;
  const withQuote = quoted ? { ...base, quotedWaMessageId: quoted } : base;
  const mediaType = MEDIA_TYPES[type];
  if (mediaType) {
    return {
      kind: 'message',
      message: {
        ...withQuote,
        type: mediaType,
        body: body ?? '',
        media: mediaOf(msg, content, type, options),
      },
    };
  }
  if (
    body !== undefined &&
    (type === 'conversation' ||
      type === 'extendedTextMessage' ||
      type.endsWith('ResponseMessage') ||
      type === 'templateButtonReplyMessage')
  ) {
    return { kind: 'message', message: { ...withQuote, type: 'text', body } };
  }
  if (type === 'locationMessage' || type === 'liveLocationMessage') {
    const loc = (content.locationMessage ?? content.liveLocationMessage)!;
    const thumb = loc.jpegThumbnail?.length
      ? `data:image/jpeg;base64,${Buffer.from(loc.jpegThumbnail).toString('base64')}`
      : '';
    const description = content.locationMessage
      ? [content.locationMessage.name, content.locationMessage.address].filter(Boolean).join(' - ') ||
        undefined
      : (content.liveLocationMessage?.caption ?? undefined);
    return {
      kind: 'message',
      message: {
        ...withQuote,
        type: 'locationMessage',
        body: locationBody(loc.degreesLatitude ?? 0, loc.degreesLongitude ?? 0, description, thumb),
      },
    };
  }
  if (type === 'contactMessage') {
    return {
      kind: 'message',
      message: { ...withQuote, type: 'vcard', body: content.contactMessage!.vcard ?? '' },
    };
  }
  if (type === 'contactsArrayMessage') {
    const cards = (content.contactsArrayMessage!.contacts ?? []).map((c) => c.vcard ?? '').filter(Boolean);
    return { kind: 'message', message: { ...withQuote, type: 'vcard', body: cards.join('\n') } };
  }
  return { kind: 'ignored', reason: `unsupported ${String(type)}` };
}

function fromProtocolMessage(
  p: proto.Message.IProtocolMessage,
  chatId: string,
  fromMe: boolean,
  at: Date,
): BaileysInbound {
  const target = p.key?.id;
  if (!target) return { kind: 'ignored', reason: 'protocol message without target' };
  if (p.type === proto.Message.ProtocolMessage.Type.REVOKE)
    return { kind: 'revoke', chatId, waMessageId: target, fromMe };
  if (p.type === proto.Message.ProtocolMessage.Type.MESSAGE_EDIT) {
    const edited = normalizeMessageContent(p.editedMessage);
    const editedType = getContentType(edited);
    const body = edited && editedType ? (textOf(edited, editedType) ?? '') : '';
    const editedAt = p.timestampMs ? new Date(toNumber(p.timestampMs)) : at;
    return { kind: 'edit', chatId, waMessageId: target, body, editedAt };
  }
  return { kind: 'ignored', reason: `protocol ${p.type}` };
}

function textOf(content: Content, type: ContentKey): string | undefined {
  switch (type) {
    case 'conversation':
      return content.conversation ?? '';
    case 'extendedTextMessage':
      return content.extendedTextMessage?.text ?? '';
    case 'imageMessage':
      return content.imageMessage?.caption ?? '';
    case 'videoMessage':
      return content.videoMessage?.caption ?? '';
    case 'documentMessage':
      return content.documentMessage?.caption || content.documentMessage?.fileName || '';
    case 'buttonsResponseMessage':
      return content.buttonsResponseMessage?.selectedDisplayText ?? '';
    case 'listResponseMessage':
      return (
        content.listResponseMessage?.title ??
        content.listResponseMessage?.singleSelectReply?.selectedRowId ??
        ''
      );
    case 'templateButtonReplyMessage':
      return content.templateButtonReplyMessage?.selectedDisplayText ?? '';
    default:
      return MEDIA_TYPES[type] ? '' : undefined;
  }
}

function contextInfoOf(content: Content, type: ContentKey): proto.IContextInfo | undefined {
  const inner = content[type] as { contextInfo?: proto.IContextInfo | null } | null | undefined;
  return (inner && typeof inner === 'object' && inner.contextInfo) || undefined;
}

function mediaOf(
  msg: WAMessage,
  content: Content,
  type: ContentKey,
  options: ToInboundOptions,
): MediaPayload {
  const m = content[type] as proto.Message.IImageMessage &
    proto.Message.IAudioMessage &
    proto.Message.IDocumentMessage;
  const mimetype = (m.mimetype ?? defaultMime(type)).trim();
  const filename = m.fileName ?? `${type.replace(/Message$/, '')}-${msg.key.id}.${extensionOf(mimetype)}`;
  return {
    mimetype,
    filename,
    ...(m.fileLength != null ? { size: toNumber(m.fileLength) } : {}),
    ...(m.seconds != null ? { seconds: m.seconds } : {}),
    ...(type === 'audioMessage' ? { ptt: !!m.ptt } : {}),
    ...(options.downloadMedia ? { download: () => options.downloadMedia!(msg) } : {}),
  };
}

function defaultMime(type: ContentKey): string {
  if (type === 'stickerMessage') return 'image/webp';
  if (type === 'audioMessage') return 'audio/ogg; codecs=opus';
  if (type === 'videoMessage' || type === 'ptvMessage') return 'video/mp4';
  if (type === 'imageMessage') return 'image/jpeg';
  return 'application/octet-stream';
}

function extensionOf(mimetype: string): string {
  const sub = mimetype.split(';')[0]!.split('/')[1] ?? 'bin';
  return sub === 'jpeg'
    ? 'jpg'
    : sub
        .replace(/^x-/, '')
        .replace(/[^a-z0-9]/gi, '')
        .slice(0, 8) || 'bin';
}
