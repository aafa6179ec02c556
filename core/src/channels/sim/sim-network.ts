import type { ChannelEvents, ReachLimitsEvent } from '../channel-events.js';
import type { NumberCheck } from '../channel-provider.js';
import { realClock, type Clock } from '../clock.js';
import type { Ack, MessageRef, OutboundMessage, SendResult } from '../../domain/messages/message-types.js';
import { buildSimInbound, simIdentity, type SimContactInput, type SimInboundInput } from './sim-inbound.js';

/** What the network pushes down a simulated socket. */
export type SimSocketEvent =
  | { type: 'qr'; qr: string }
  | { type: 'pairing-code'; code: string }
  | { type: 'paired' }
  /** the account's passkey gate (baileys/passkey-gate.ts): the scan links nothing */
  | { type: 'passkey-required' }
  | { type: 'open'; phoneNumber: string }
  | { type: 'close'; reason: string; loggedOut: boolean }
  | {
      type: 'channel';
      event: { [E in keyof ChannelEvents]: { name: E; payload: ChannelEvents[E] } }[keyof ChannelEvents];
    };

export interface SimSocket {
  deliver(event: SimSocketEvent): void;
}

export interface SentRecord {
  waMessageId: string;
  chatId: string;
  message: OutboundMessage;
  ack: Ack;
  sentAt: Date;
}

interface Session {
  connectionId: string;
  /** set once the QR was scanned; survives socket drops like Baileys creds survive restarts */
  phoneNumber?: string;
  socket?: SimSocket;
  connected: boolean;
  reachable: boolean;
  refuseNext?: string;
  ackDelayMs?: number;
  qrCount: number;
  sent: SentRecord[];
  /** acks that came due while the socket was down: WhatsApp delivers them on reconnect */
  heldAcks: ChannelEvents['ack'][];
  /** messages delivered so far, by id, so a test can have WhatsApp deliver one again */
  inbound: Map<string, ChannelEvents['message']>;
}

export interface SimNetworkOptions {
  clock?: Clock;
  /** message id source; defaults to a counter so runs are repeatable */
  ids?: () => string;
  /** time between ack steps 1 -> 2 -> 3 -> 4 */
  ackDelayMs?: number;
}

export interface SimConnectionSummary {
  connectionId: string;
  linked: boolean;
  phoneNumber?: string;
  connected: boolean;
  reachable: boolean;
  sentCount: number;
}

/** An in-process stand-in for the WhatsApp network: sessions, contacts, groups, acks and failures on demand. */
export class SimNetwork {
  readonly clock: Clock;
  private readonly nextId: () => string;
  private ackDelayMs: number;
  private readonly sessions = new Map<string, Session>();
  private readonly unregistered = new Set<string>();
  /** numbers a send to answers WhatsApp's 463 (reach-out timelock) */
  private readonly timelocked = new Set<string>();
  /** numbers whose sends are taken, then refused with 463 in the server's receipt */
  private readonly timelockedAtReceipt = new Set<string>();

  constructor(options: SimNetworkOptions = {}) {
    this.clock = options.clock ?? realClock;
    let n = 0;
    this.nextId = options.ids ?? (() => `SIM${(++n).toString(16).toUpperCase().padStart(12, '0')}`);
    this.ackDelayMs = options.ackDelayMs ?? 1_000;
  }

  // ---- the provider's side: a socket per connection ----

  /** a provider opens its socket; the network answers with a QR, a pairing code, or an open session */
  open(connectionId: string, socket: SimSocket, pairingPhoneNumber?: string): void {
    const s = this.session(connectionId);
    s.socket = socket;
    queueMicrotask(() => {
      if (s.socket !== socket) return;
      if (!s.reachable) return this.closeSocket(s, 'connection refused', false);
      if (s.phoneNumber) return this.openSession(s);
      if (pairingPhoneNumber) {
        socket.deliver({
          type: 'pairing-code',
          code: `SIM${String(1000 + (s.qrCount++ % 9000)).padStart(5, '0')}`,
        });
      } else {
        socket.deliver({ type: 'qr', qr: `sim-qr:${connectionId}:${++s.qrCount}` });
      }
    });
  }

  /** the provider closes its socket on purpose */
  close(connectionId: string): void {
    const s = this.sessions.get(connectionId);
    if (!s) return;
    s.socket = undefined;
    s.connected = false;
  }

  /** the phone unlinks the device: the session is gone for good */
  logout(connectionId: string): void {
    const s = this.sessions.get(connectionId);
    if (!s) return;
    s.phoneNumber = undefined;
    if (s.socket) this.closeSocket(s, 'logged out', true);
  }

  send(connectionId: string, message: OutboundMessage): SendResult {
    const s = this.requireConnected(connectionId);
    if (s.refuseNext !== undefined) {
      const reason = s.refuseNext;
      s.refuseNext = undefined;
      throw new Error(reason || 'send refused by the network');
    }
    const chatId = message.to.replace(/@.*$/, '').replace(/^\+/, '');
    if (this.timelocked.has(chatId.replace(/\D/g, '')))
      throw new Error('server returned error 463 (reach-out timelock)');
    const { messageId, ...rest } = message;
    // like a phone, one message per id: a resend of an id already delivered is the same message
    const known = messageId ? s.sent.find((r) => r.waMessageId === messageId) : undefined;
    if (known) return { waMessageId: known.waMessageId, sentAt: known.sentAt, chatId: known.chatId };
    const record: SentRecord = {
      waMessageId: messageId ?? this.nextId(),
      chatId,
      // streams are consumed by the sender; the record keeps the rest for inspection
      message: 'media' in rest ? { ...rest, media: { ...rest.media, stream: undefined } } : rest,
      ack: 1,
      sentAt: new Date(this.clock.now()),
    };
    s.sent.push(record);
    this.scheduleAcks(s, record);
    return { waMessageId: record.waMessageId, sentAt: record.sentAt, chatId };
  }

  markRead(connectionId: string, _refs: MessageRef[]): void {
    this.requireConnected(connectionId);
  }

  deleteForEveryone(connectionId: string, ref: MessageRef): void {
    const s = this.requireConnected(connectionId);
    const record = s.sent.find((r) => r.waMessageId === ref.waMessageId);
    if (!record) throw new Error('message not found');
    this.emit(s, {
      name: 'revoke',
      payload: { connectionId, chatId: record.chatId, waMessageId: record.waMessageId, fromMe: true },
    });
  }

  checkNumber(connectionId: string, number: string): NumberCheck {
    this.requireConnected(connectionId);
    const digits = number.replace(/\D/g, '');
    // every plausible number is on WhatsApp unless a test said otherwise
    const exists = digits.length >= 8 && !this.unregistered.has(digits);
    return exists ? { exists, chatId: digits, number: digits } : { exists: false };
  }

  // ---- the control side: what tests, the control API and the demo page do ----

  /**
   * the phone scans the QR (or confirms the pairing code); `passkey`: the account is one WhatsApp makes link with
   * a passkey, so the scan ends in its gate instead
   */
  scan(
    connectionId: string,
    phoneNumber = `5511900${connectionId.replace(/\D/g, '').padStart(6, '0').slice(-6)}`,
    opts: { passkey?: boolean } = {},
  ): void {
    const s = this.session(connectionId);
    if (!s.socket) throw new Error(`connection ${connectionId} is not waiting for a scan`);
    if (opts.passkey) return s.socket.deliver({ type: 'passkey-required' });
    s.phoneNumber = phoneNumber.replace(/\D/g, '');
    s.socket.deliver({ type: 'paired' });
    queueMicrotask(() => this.openSession(s));
  }

  /**
   * a contact (or a group member) sends something; returns the new message id. `waMessageId` replays one a
   * previous owner of the connection may not have stored (WhatsApp redelivers to a client that went away).
   */
  contactSends(connectionId: string, input: SimInboundInput, waMessageId?: string): string {
    const s = this.requireConnected(connectionId);
    const id = waMessageId ?? this.nextId();
    this.deliverMessage(s, buildSimInbound(connectionId, id, input, new Date(this.clock.now())));
    if (!input.group)
      this.emit(s, { name: 'contact', payload: { connectionId, contact: simIdentity(input.from) } });
    return id;
  }

  /**
   * WhatsApp pairs a LID with its phone number (Baileys' `lid-mapping.update`, or a contact carrying both):
   * the host hears a contact event naming both, as from the real network.
   */
  announceLidMapping(connectionId: string, lid: string, number: string, name?: string): void {
    const s = this.requireConnected(connectionId);
    const contact = simIdentity({ lid, number, ...(name ? { name } : {}) });
    this.emit(s, { name: 'contact', payload: { connectionId, contact } });
  }

  /** someone types on the linked phone itself: the product must keep it (fromMe) */
  phoneSends(connectionId: string, to: SimContactInput, body: string): string {
    const s = this.requireConnected(connectionId);
    const id = this.nextId();
    this.deliverMessage(
      s,
      buildSimInbound(connectionId, id, { from: to, type: 'text', body }, new Date(this.clock.now()), true),
    );
    return id;
  }

  /** WhatsApp delivers a message again (a retry, an offline replay): same id, same content */
  redeliver(connectionId: string, waMessageId: string): void {
    const s = this.requireConnected(connectionId);
    const message = s.inbound.get(waMessageId);
    if (!message) throw new Error(`message ${waMessageId} was never delivered on ${connectionId}`);
    this.emit(s, { name: 'message', payload: message });
  }

  edit(connectionId: string, chatId: string, waMessageId: string, body: string): void {
    const s = this.requireConnected(connectionId);
    this.emit(s, {
      name: 'edit',
      payload: { connectionId, chatId, waMessageId, body, editedAt: new Date(this.clock.now()) },
    });
  }

  revoke(connectionId: string, chatId: string, waMessageId: string): void {
    const s = this.requireConnected(connectionId);
    this.emit(s, { name: 'revoke', payload: { connectionId, chatId, waMessageId, fromMe: false } });
  }

  /** the socket drops (network blip); the provider is expected to come back by itself */
  drop(connectionId: string, reason = 'connection lost'): void {
    const s = this.session(connectionId);
    if (s.socket) this.closeSocket(s, reason, false);
  }

  /** while unreachable every open attempt fails at once, like a dead network */
  setReachable(connectionId: string, reachable: boolean): void {
    this.session(connectionId).reachable = reachable;
  }

  refuseNextSend(connectionId: string, reason = 'send refused by the network'): void {
    this.session(connectionId).refuseNext = reason;
  }

  /** ack step delay for one connection, or for all when no id is given */
  setAckDelay(ms: number, connectionId?: string): void {
    if (connectionId) this.session(connectionId).ackDelayMs = ms;
    else this.ackDelayMs = ms;
  }

  markUnregistered(number: string): void {
    this.unregistered.add(number.replace(/\D/g, ''));
  }

  /**
   * Sends to this number fail with 463 (reach-out timelock) until cleared: at the send, or (`'receipt'`) taken
   * first and refused in the server's receipt, as WhatsApp mostly does it.
   */
  markTimelocked(number: string, locked = true, at: 'send' | 'receipt' = 'send'): void {
    const digits = number.replace(/\D/g, '');
    const set = at === 'send' ? this.timelocked : this.timelockedAtReceipt;
    if (locked) set.add(digits);
    else set.delete(digits);
  }

  /**
   * WhatsApp tells the account what limits its reach (Baileys' `reachoutTimeLock`, `message-capping.update`):
   * the timelock with its end, the new-chat quota of the cycle, or both. Only what it says; sends are refused
   * by markTimelocked as before.
   */
  reportReachLimits(connectionId: string, limits: Omit<ReachLimitsEvent, 'connectionId'>): void {
    const s = this.requireConnected(connectionId);
    this.emit(s, { name: 'reach-limits', payload: { connectionId, ...limits } });
  }

  sent(connectionId: string): SentRecord[] {
    return [...(this.sessions.get(connectionId)?.sent ?? [])];
  }

  list(): SimConnectionSummary[] {
    return [...this.sessions.values()].map((s) => ({
      connectionId: s.connectionId,
      linked: !!s.phoneNumber,
      ...(s.phoneNumber ? { phoneNumber: s.phoneNumber } : {}),
      connected: s.connected,
      reachable: s.reachable,
      sentCount: s.sent.length,
    }));
  }

  // ---- internals ----

  private session(connectionId: string): Session {
    let s = this.sessions.get(connectionId);
    if (!s) {
      s = {
        connectionId,
        connected: false,
        reachable: true,
        qrCount: 0,
        sent: [],
        heldAcks: [],
        inbound: new Map(),
      };
      this.sessions.set(connectionId, s);
    }
    return s;
  }

  private requireConnected(connectionId: string): Session {
    const s = this.sessions.get(connectionId);
    if (!s?.connected || !s.socket) throw new Error(`connection ${connectionId} is not connected`);
    return s;
  }

  private openSession(s: Session): void {
    if (!s.socket || !s.phoneNumber) return;
    s.connected = true;
    s.socket.deliver({ type: 'open', phoneNumber: s.phoneNumber });
    const held = s.heldAcks.splice(0);
    for (const ack of held) this.emit(s, { name: 'ack', payload: ack });
  }

  private closeSocket(s: Session, reason: string, loggedOut: boolean): void {
    const socket = s.socket;
    s.socket = undefined;
    s.connected = false;
    socket?.deliver({ type: 'close', reason, loggedOut });
  }

  private deliverMessage(s: Session, message: ChannelEvents['message']): void {
    s.inbound.set(message.waMessageId, message);
    this.emit(s, { name: 'message', payload: message });
  }

  private emit(s: Session, event: Extract<SimSocketEvent, { type: 'channel' }>['event']): void {
    s.socket?.deliver({ type: 'channel', event });
  }

  private scheduleAcks(s: Session, record: SentRecord): void {
    // Baileys' words for it (messages.update with status ERROR and these stub parameters)
    const refused = this.timelockedAtReceipt.has(record.chatId.replace(/\D/g, ''))
      ? '463: Your account has been restricted'
      : undefined;
    const step = (ack: Ack) => {
      record.ack = ack;
      const payload = {
        connectionId: s.connectionId,
        chatId: record.chatId,
        waMessageId: record.waMessageId,
        ack,
        ...(ack === 0 && refused ? { error: refused } : {}),
      };
      if (s.connected) this.emit(s, { name: 'ack', payload });
      else s.heldAcks.push(payload);
      if (ack > 0 && ack < 4)
        this.clock.setTimeout(() => step((ack + 1) as Ack), s.ackDelayMs ?? this.ackDelayMs);
    };
    queueMicrotask(() => step(refused ? 0 : 1));
  }
}
