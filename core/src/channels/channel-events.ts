import { EventEmitter } from 'node:events';
import type { Ack, ContactIdentity, InboundMessage } from '../domain/messages/message-types.js';
import type { ConnectionStatus } from '../contracts.js';

/** Spec §4 connection statuses, as the screens see them too (written once, in the contracts). */
export type { ConnectionStatus };

export interface StatusEvent {
  connectionId: string;
  status: ConnectionStatus;
  /** the QR string while status is 'qrcode', '' otherwise (the QR dialog closes on '') */
  qrcode: string;
  /** reconnect attempts since the last successful open */
  retries: number;
  /** why it closed, when it did */
  reason?: string;
  /** when the next automatic attempt happens; absent when none is planned */
  nextRetryInMs?: number;
  /** a reason the user can act on, saved with the status and shown on the connections page */
  statusReason?: StatusReason;
}

/**
 * `passkey-required`: WhatsApp asked the account for a passkey to link a device (since mid-2026, some accounts), a
 * step no unofficial client implements; the QR would only be shown again for nothing.
 */
export type StatusReason = 'passkey-required';

export type StatusExtra = {
  qrcode?: string;
  reason?: string;
  nextRetryInMs?: number;
  statusReason?: StatusReason;
};

/** The one shape every provider reports its status in: '' for no QR, optional fields only when known. */
export function statusEvent(
  connectionId: string,
  status: ConnectionStatus,
  retries: number,
  extra: StatusExtra = {},
): StatusEvent {
  return {
    connectionId,
    status,
    qrcode: extra.qrcode ?? '',
    retries,
    ...(extra.reason ? { reason: extra.reason } : {}),
    ...(extra.nextRetryInMs !== undefined ? { nextRetryInMs: extra.nextRetryInMs } : {}),
    ...(extra.statusReason ? { statusReason: extra.statusReason } : {}),
  };
}

/**
 * What WhatsApp itself says limits the account's reach (Baileys 7's `reachoutTimeLock` and
 * `message-capping.update`): each part present only when this report carries it.
 */
export interface ReachLimitsEvent {
  connectionId: string;
  /** the account's reach-out timelock, the lock a 463 answers to: on (until when, why) or lifted */
  timelock?: { active: boolean; endsAt?: Date; enforcementType?: string };
  /** the quota of chats the account may open in the current cycle, and how many it opened */
  quota?: { used: number; total: number; cycleEndsAt?: Date; status?: string };
}

export interface ChannelEvents {
  status: StatusEvent;
  'reach-limits': ReachLimitsEvent;
  qr: { connectionId: string; qr: string };
  'pairing-code': { connectionId: string; code: string };
  message: InboundMessage;
  ack: {
    connectionId: string;
    chatId: string;
    waMessageId: string;
    ack: Ack;
    /** with ack 0: why the network refused the message after taking it, in its words (e.g. 463's timelock) */
    error?: string;
  };
  revoke: { connectionId: string; chatId: string; waMessageId: string; fromMe: boolean };
  edit: { connectionId: string; chatId: string; waMessageId: string; body: string; editedAt: Date };
  reaction: {
    connectionId: string;
    chatId: string;
    waMessageId: string;
    emoji: string;
    from: ContactIdentity;
    fromMe: boolean;
  };
  contact: { connectionId: string; contact: ContactIdentity; profilePicUrl?: string | null };
}

export type ChannelEventName = keyof ChannelEvents;
export type ChannelListener<E extends ChannelEventName> = (payload: ChannelEvents[E]) => void;

/** A typed wrapper so listeners get the right payload and providers cannot emit a wrong one. */
export class ChannelEmitter {
  private readonly emitter = new EventEmitter();

  constructor() {
    // a host may attach one listener per feature; the default of 10 would warn for no reason
    this.emitter.setMaxListeners(50);
  }

  on<E extends ChannelEventName>(event: E, listener: ChannelListener<E>): this {
    this.emitter.on(event, listener);
    return this;
  }

  off<E extends ChannelEventName>(event: E, listener: ChannelListener<E>): this {
    this.emitter.off(event, listener);
    return this;
  }

  once<E extends ChannelEventName>(event: E, listener: ChannelListener<E>): this {
    this.emitter.once(event, listener);
    return this;
  }

  protected emit<E extends ChannelEventName>(event: E, payload: ChannelEvents[E]): void {
    this.emitter.emit(event, payload);
  }

  removeAllListeners(): void {
    this.emitter.removeAllListeners();
  }
}
