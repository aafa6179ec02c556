import type { BaileysEventMap, WAMessageKey } from '@whiskeysockets/baileys';
import type { ChannelEvents } from '../channel-events.js';
import type { InboundMessage } from '../../domain/messages/message-types.js';
import { ackFromStatus } from './ack-from-status.js';
import { identityFromJids, isGroupJid, type LidToPn } from './jid-identity.js';

/** Receipts on our sent messages, as spec acks keyed by the same chat id inbound messages use. */
export function acksFromUpdates(
  updates: BaileysEventMap['messages.update'],
  connectionId: string,
  lidToPn?: LidToPn,
): ChannelEvents['ack'][] {
  const acks: ChannelEvents['ack'][] = [];
  for (const { key, update } of updates) {
    const ack = ackFromStatus(update.status);
    if (ack === undefined || !key.id || !key.remoteJid) continue;
    const chatId = isGroupJid(key.remoteJid)
      ? key.remoteJid
      : identityFromJids([key.remoteJid, (key as WAMessageKey).remoteJidAlt], undefined, lidToPn).id;
    // WhatsApp refuses some sends in the receipt, after taking them (463, its reach-out timelock, among others)
    const error = ack === 0 ? update.messageStubParameters?.filter(Boolean).join(': ') : undefined;
    acks.push({ connectionId, chatId, waMessageId: key.id, ack, ...(error ? { error } : {}) });
  }
  return acks;
}

export function contactFromBaileys(
  c: BaileysEventMap['contacts.upsert'][number],
  connectionId: string,
  lidToPn?: LidToPn,
): ChannelEvents['contact'] {
  const contact = identityFromJids([c.id, c.phoneNumber, c.lid], c.notify ?? c.name, lidToPn);
  return { connectionId, contact, ...(c.imgUrl !== undefined ? { profilePicUrl: c.imgUrl } : {}) };
}

/** A call nobody answered shows in the conversation as a call_log message, like on the phone. */
export function missedCallMessage(
  call: BaileysEventMap['call'][number],
  connectionId: string,
  lidToPn?: LidToPn,
  now = new Date(),
): InboundMessage {
  const from = identityFromJids([call.from, call.callerPn], undefined, lidToPn);
  return {
    connectionId,
    waMessageId: `call-${call.id}`,
    chatId: from.id,
    isGroup: false,
    fromMe: false,
    contact: from,
    type: 'call_log',
    body: call.isVideo ? 'missed video call' : 'missed voice call',
    sentAt: call.date,
    receivedAt: now,
  };
}
