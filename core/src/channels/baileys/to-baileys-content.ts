import type { AnyMessageContent, WAMediaUpload, WAMessage } from '@whiskeysockets/baileys';
import type { MediaPayload, OutboundMessage, QuoteRef } from '../../domain/messages/message-types.js';
import { chatIdToJid } from './jid-identity.js';

async function upload(media: MediaPayload): Promise<WAMediaUpload> {
  if (media.data) return media.data;
  if (media.stream) return { stream: media.stream };
  if (media.download) return media.download();
  throw new Error('outbound media has no data, stream or loader');
}

/** The product's OutboundMessage as Baileys' send content. */
export async function toBaileysContent(message: OutboundMessage): Promise<AnyMessageContent> {
  switch (message.type) {
    case 'text':
      return { text: message.body };
    case 'image':
      return {
        image: await upload(message.media),
        caption: message.caption,
        mimetype: message.media.mimetype,
      };
    case 'video':
      return {
        video: await upload(message.media),
        caption: message.caption,
        mimetype: message.media.mimetype,
      };
    case 'audio':
      return {
        audio: await upload(message.media),
        mimetype: message.media.mimetype,
        ptt: !!message.media.ptt,
      };
    case 'application':
      return {
        document: await upload(message.media),
        mimetype: message.media.mimetype,
        fileName: message.media.filename ?? 'file',
        caption: message.caption,
      };
    case 'locationMessage':
      return {
        location: {
          degreesLatitude: message.latitude,
          degreesLongitude: message.longitude,
          name: message.name,
          address: message.address,
        },
      };
    case 'vcard':
      return { contacts: { displayName: message.displayName, contacts: [{ vcard: message.vcard }] } };
    case 'template':
      // WhatsApp Web has no Meta templates: the outbox records the failure
      throw new Error('message templates are sent only through the Cloud API');
  }
}

/** Baileys quotes a full message; the product only keeps id, author and text, which is all WhatsApp renders. */
export function toQuotedMessage(chatId: string, quote: QuoteRef): WAMessage {
  const remoteJid = chatIdToJid(chatId);
  return {
    key: {
      remoteJid,
      id: quote.waMessageId,
      fromMe: quote.fromMe,
      ...(quote.participant ? { participant: chatIdToJid(quote.participant) } : {}),
    },
    message: { conversation: quote.body ?? '' },
  };
}
