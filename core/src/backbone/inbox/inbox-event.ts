import type { ChannelEvents } from '../../channels/index.js';

/** The provider events the inbox stores, by kind, with the payload each carries (the channel's own shape). */
export interface InboxPayloads {
  message: ChannelEvents['message'];
  ack: ChannelEvents['ack'];
  edit: ChannelEvents['edit'];
  revoke: ChannelEvents['revoke'];
  reaction: ChannelEvents['reaction'];
  contact: ChannelEvents['contact'];
}

export type InboxKind = keyof InboxPayloads;
export const inboxKinds: InboxKind[] = ['message', 'ack', 'edit', 'revoke', 'reaction', 'contact'];

export type InboxStatus = 'pending' | 'done' | 'failed';

interface InboxEventBase {
  /** the inbox row id: ascending within a conversation in the order WhatsApp delivered */
  id: number;
  companyId: number;
  connectionId: number;
  waId: string;
  chatKey: string;
  /** tries so far, this one excluded */
  attempts: number;
}

/** One stored provider event as the pipeline sees it. */
export type InboxEvent = {
  [K in InboxKind]: InboxEventBase & { kind: K; payload: InboxPayloads[K] };
}[InboxKind];
