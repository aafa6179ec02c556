import type { ChannelEventName, ChannelListener, ConnectionStatus } from './channel-events.js';
import type { MessageRef, OutboundMessage, SendResult } from '../domain/messages/message-types.js';

/** core's own providers; a plugin's provider has a kind of its own (provider-registry.ts) */
export type ChannelKind = 'beta' | 'baileys' | 'sim';

export interface ConnectOptions {
  /** link with an 8-character pairing code typed on the phone instead of scanning a QR */
  pairingPhoneNumber?: string;
}

export interface NumberCheck {
  exists: boolean;
  /** the chat id to send to when it exists */
  chatId?: string;
  number?: string;
  lid?: string;
}

/** One WhatsApp connection. The product talks to every network through this and nothing else. */
export interface ChannelProvider {
  readonly kind: string;
  readonly connectionId: string;
  readonly status: ConnectionStatus;

  /** opens the session (QR or pairing code when not linked yet); keeps reconnecting until disconnect/logout */
  connect(options?: ConnectOptions): Promise<void>;
  /** closes the socket and stops reconnecting, keeping the session for the next connect */
  disconnect(): Promise<void>;
  /** unlinks the device and wipes the session keys; the next connect shows a new QR */
  logout(): Promise<void>;

  send(message: OutboundMessage): Promise<SendResult>;
  markRead(messages: MessageRef[]): Promise<void>;
  deleteForEveryone(message: MessageRef): Promise<void>;
  checkNumber(number: string): Promise<NumberCheck>;
  /** url of the contact's picture, undefined when hidden or unset */
  profilePicture(chatId: string): Promise<string | undefined>;

  on<E extends ChannelEventName>(event: E, listener: ChannelListener<E>): this;
  off<E extends ChannelEventName>(event: E, listener: ChannelListener<E>): this;
  once<E extends ChannelEventName>(event: E, listener: ChannelListener<E>): this;
}

/** WhatsApp's nack 463 (NackCallerReachoutTimelocked) as Baileys and other clients word it */
const TIMELOCK = /\b463\b|reach-?out ?time-?lock/i;

export function isTimelockError(message: string): boolean {
  return TIMELOCK.test(message);
}

/**
 * Thrown by send/delete/check when the network refuses; `code` is one of spec §8's ERR_* codes. A send thrown
 * with `retryAfterMs` was not made and is not a failure: the outbox tries it again after that delay without
 * counting a try, and holds the chat's later messages until then (a provider's own pacing, a network's "too many").
 */
export class ChannelError extends Error {
  readonly retryAfterMs?: number;

  constructor(
    readonly code:
      | 'ERR_WAPP_NOT_INITIALIZED'
      | 'ERR_SENDING_WAPP_MSG'
      | 'ERR_DELETE_WAPP_MSG'
      | 'ERR_WAPP_CHECK_CONTACT'
      | 'ERR_WAPP_INVALID_CONTACT'
      // WhatsApp's error 463 "reach-out timelock": sends to new contacts are refused for a while; retrying burns it
      | 'ERR_WAPP_TIMELOCK',
    message?: string,
    opts: { retryAfterMs?: number } = {},
  ) {
    super(message ?? code);
    this.name = 'ChannelError';
    if (opts.retryAfterMs !== undefined) this.retryAfterMs = Math.max(0, opts.retryAfterMs);
  }
}
