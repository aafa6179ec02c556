import {
  Browsers,
  downloadMediaMessage,
  makeCacheableSignalKeyStore,
  makeWASocket,
  type BaileysEventMap,
  type Contact,
  type SocketConfig,
  type WAMessage,
  type WAMessageKey,
  type WASocket,
} from '@whiskeysockets/baileys';
import type { Knex } from 'knex';
import { pino, type Logger } from 'pino';
import { ChannelEmitter, type ConnectionStatus, statusEvent, type StatusExtra } from '../channel-events.js';
import {
  ChannelError,
  isTimelockError,
  type ChannelProvider,
  type ConnectOptions,
  type NumberCheck,
} from '../channel-provider.js';
import { realClock, type Clock } from '../clock.js';
import type { MessageRef, OutboundMessage, SendResult } from '../../domain/messages/message-types.js';
import { createReconnectPolicy, type ReconnectPolicyOptions } from '../reconnect-policy.js';
import { ReconnectScheduler } from '../reconnect-scheduler.js';
import { decideOnClose } from './close-reason.js';
import { useDbAuthState, type DbAuthState } from './db-auth-state.js';
import { chatIdToJid, identityFromJids } from './jid-identity.js';
import { RecentIds } from './recent-ids.js';
import type { LidMapStore } from './lid-map-store.js';
import { acksFromUpdates, contactFromBaileys, missedCallMessage } from './translate-side-events.js';
import { toBaileysContent, toQuotedMessage } from './to-baileys-content.js';
import { toInboundMessage } from './to-inbound-message.js';
import { limitsFromCapping, limitsFromTimelock } from './reach-limits.js';
import { isServerPasskeyRequest, passkeyRequestFrame } from './passkey-gate.js';

export interface BaileysProviderOptions {
  connectionId: string;
  knex: Knex;
  /** operator secret (from the environment) the session encryption key is derived from */
  authSecret: string | Buffer;
  /** our message store: the text of a message we sent, so WhatsApp retries can re-encrypt it */
  getMessage?: (ref: MessageRef) => Promise<string | undefined>;
  logger?: Logger;
  /** point at a local server in tests; WhatsApp's own by default */
  waWebSocketUrl?: string;
  connectTimeoutMs?: number;
  reconnect?: ReconnectPolicyOptions;
  clock?: Clock;
  /** where LID -> phone pairs are kept across restarts (the database); memory only when absent */
  lidMap?: Pick<LidMapStore, 'load' | 'lookup' | 'remember'>;
  /** anything else Baileys accepts, for operators who know what they are doing */
  socketConfig?: Partial<SocketConfig>;
}

/** The real WhatsApp connection, over Baileys 7, with its session in the database. */
export class BaileysProvider extends ChannelEmitter implements ChannelProvider {
  readonly kind = 'baileys' as const;
  readonly connectionId: string;
  private currentStatus: ConnectionStatus = 'DISCONNECTED';
  private sock?: WASocket;
  private auth?: DbAuthState;
  private wanted = false;
  private pairingPhoneNumber?: string;
  private readonly reconnects: ReconnectScheduler;
  private readonly logger: Logger;
  private readonly lidToPn = new Map<string, string>();
  private readonly seen = new RecentIds(2000);
  private readonly lookupPn = (lid: string) => this.options.lidMap?.lookup(lid) ?? this.lidToPn.get(lid);

  constructor(private readonly options: BaileysProviderOptions) {
    super();
    this.connectionId = options.connectionId;
    this.logger = (options.logger ?? pino({ level: 'silent' })).child({
      connectionId: options.connectionId,
      channel: 'baileys',
    });
    this.reconnects = new ReconnectScheduler(
      createReconnectPolicy(options.reconnect),
      options.clock ?? realClock,
    );
  }

  get status(): ConnectionStatus {
    return this.currentStatus;
  }

  async connect(options: ConnectOptions = {}): Promise<void> {
    this.wanted = true;
    this.pairingPhoneNumber = options.pairingPhoneNumber?.replace(/\D/g, '');
    this.reconnects.cancel();
    this.reconnects.reset();
    await this.start();
  }

  async disconnect(): Promise<void> {
    this.wanted = false;
    this.reconnects.cancel();
    this.endSocket();
    this.setStatus('DISCONNECTED', { reason: 'disconnected' });
  }

  async logout(): Promise<void> {
    this.wanted = false;
    this.reconnects.cancel();
    const sock = this.sock;
    this.sock = undefined;
    if (sock && this.currentStatus === 'CONNECTED')
      await sock.logout().catch((err) => this.logger.warn({ err }, 'logout request failed'));
    else sock?.end(undefined);
    await this.wipeSession();
    this.setStatus('DISCONNECTED', { reason: 'logged out' });
  }

  async send(message: OutboundMessage): Promise<SendResult> {
    const sock = this.requireOpen('ERR_SENDING_WAPP_MSG');
    const jid = chatIdToJid(message.to);
    try {
      const content = await toBaileysContent(message);
      const sent = await sock.sendMessage(jid, content, {
        ...(message.quoted ? { quoted: toQuotedMessage(message.to, message.quoted) } : {}),
        // the outbox's id: a resend after a crash reaches the phone as the same message
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
      if (!sent?.key.id) throw new Error('no message id returned');
      return { waMessageId: sent.key.id, sentAt: new Date(), chatId: message.to };
    } catch (err) {
      const reason = (err as Error).message;
      // 463 is WhatsApp's reach-out timelock: typed so the outbox stops retrying and campaigns pause
      throw new ChannelError(isTimelockError(reason) ? 'ERR_WAPP_TIMELOCK' : 'ERR_SENDING_WAPP_MSG', reason);
    }
  }

  async markRead(messages: MessageRef[]): Promise<void> {
    const sock = this.requireOpen('ERR_WAPP_NOT_INITIALIZED');
    await sock.readMessages(messages.map((m) => this.keyOf(m)));
  }

  async deleteForEveryone(message: MessageRef): Promise<void> {
    const sock = this.requireOpen('ERR_DELETE_WAPP_MSG');
    try {
      await sock.sendMessage(chatIdToJid(message.chatId), { delete: this.keyOf(message) });
    } catch (err) {
      throw new ChannelError('ERR_DELETE_WAPP_MSG', (err as Error).message);
    }
  }

  async checkNumber(number: string): Promise<NumberCheck> {
    const sock = this.requireOpen('ERR_WAPP_CHECK_CONTACT');
    try {
      const [found] = (await sock.onWhatsApp(chatIdToJid(number))) ?? [];
      if (!found?.exists) return { exists: false };
      const who = identityFromJids([found.jid, (found as { lid?: string }).lid]);
      return {
        exists: true,
        chatId: who.id,
        ...(who.number ? { number: who.number } : {}),
        ...(who.lid ? { lid: who.lid } : {}),
      };
    } catch (err) {
      throw new ChannelError('ERR_WAPP_CHECK_CONTACT', (err as Error).message);
    }
  }

  async profilePicture(chatId: string): Promise<string | undefined> {
    const sock = this.requireOpen('ERR_WAPP_NOT_INITIALIZED');
    // hidden or unset pictures answer with an error; for the product that is simply "no picture"
    return (await sock.profilePictureUrl(chatIdToJid(chatId), 'image').catch(() => undefined)) ?? undefined;
  }

  private requireOpen(code: ChannelError['code']): WASocket {
    if (this.currentStatus !== 'CONNECTED' || !this.sock)
      throw new ChannelError(code, `connection ${this.connectionId} is ${this.currentStatus}`);
    return this.sock;
  }

  private keyOf(m: MessageRef): WAMessageKey {
    return {
      remoteJid: chatIdToJid(m.chatId),
      id: m.waMessageId,
      fromMe: m.fromMe,
      ...(m.participant ? { participant: chatIdToJid(m.participant) } : {}),
    };
  }

  private async start(): Promise<void> {
    this.endSocket();
    this.setStatus('OPENING');
    let auth: DbAuthState;
    try {
      // loaded per attempt so a wipe (logout) is never undone by a stale copy in memory
      auth = await useDbAuthState({
        knex: this.options.knex,
        connectionId: this.connectionId,
        secret: this.options.authSecret,
      });
    } catch (err) {
      this.logger.error({ err }, 'cannot load the session');
      return this.onClose(err);
    }
    await this.options.lidMap
      ?.load()
      .catch((err) => this.logger.warn({ err }, 'cannot load the LID map; learning it again'));
    if (!this.wanted) return;
    this.auth = auth;
    const sock = makeWASocket({
      browser: Browsers.ubuntu('Balcão'),
      markOnlineOnConnect: false,
      syncFullHistory: false,
      shouldSyncHistoryMessage: () => false,
      ...this.options.socketConfig,
      ...(this.options.waWebSocketUrl ? { waWebSocketUrl: this.options.waWebSocketUrl } : {}),
      ...(this.options.connectTimeoutMs ? { connectTimeoutMs: this.options.connectTimeoutMs } : {}),
      logger: this.logger as unknown as SocketConfig['logger'],
      auth: {
        creds: auth.state.creds,
        keys: makeCacheableSignalKeyStore(auth.state.keys, this.logger as unknown as SocketConfig['logger']),
      },
      getMessage: async (key) => {
        if (!this.options.getMessage || !key.remoteJid || !key.id) return undefined;
        const body = await this.options.getMessage({
          chatId: key.remoteJid,
          waMessageId: key.id,
          fromMe: !!key.fromMe,
        });
        return body === undefined ? undefined : { conversation: body };
      },
    });
    this.sock = sock;
    this.bind(sock, auth);
  }

  private bind(sock: WASocket, auth: DbAuthState): void {
    const current = () => this.sock === sock;
    sock.ev.on(
      'creds.update',
      () => void auth.saveCreds().catch((err) => this.logger.error({ err }, 'saving creds failed')),
    );
    sock.ev.on('connection.update', (u) => current() && this.onConnectionUpdate(sock, u));
    // 'append' (held while we were offline) and 'notify' (live) alike: the host's inbox dedupes replays
    sock.ev.on(
      'messages.upsert',
      ({ messages }) => current() && messages.forEach((m) => this.onMessage(sock, m)),
    );
    sock.ev.on('messages.update', (updates) => {
      if (current())
        for (const ack of acksFromUpdates(updates, this.connectionId, this.lookupPn)) this.emit('ack', ack);
    });
    sock.ev.on('lid-mapping.update', ({ lid, pn }) => {
      // a pairing we did not know yet is news for the host: its contacts for the LID and the number are one person
      const isNew = this.rememberLid(lid, pn);
      if (isNew && current()) this.emitLidPair(lid, pn);
    });
    sock.ev.on('contacts.upsert', (cs) => current() && cs.forEach((c) => this.onContact(c)));
    sock.ev.on(
      'contacts.update',
      (cs) => current() && cs.forEach((c) => c.id && this.onContact(c as Contact)),
    );
    sock.ev.on('message-capping.update', (info) => current() && this.onCapping(info));
    sock.ws.on(passkeyRequestFrame, (frame: unknown) => {
      if (current() && isServerPasskeyRequest(frame)) this.onPasskeyRequired(sock);
    });
    sock.ev.on('call', (calls) => {
      if (!current()) return;
      // 'timeout' is a call that rang out unanswered: the only kind the conversation shows
      for (const call of calls.filter((c) => c.status === 'timeout'))
        this.emit('message', missedCallMessage(call, this.connectionId, this.lookupPn));
    });
  }

  private onContact(c: Contact): void {
    if (c.lid && c.phoneNumber) this.rememberLid(c.lid, c.phoneNumber);
    this.emit('contact', contactFromBaileys(c, this.connectionId, this.lookupPn));
  }

  private onCapping(info: BaileysEventMap['message-capping.update']): void {
    const limits = limitsFromCapping(info, this.connectionId);
    if (limits) this.emit('reach-limits', limits);
  }

  /**
   * What WhatsApp says of the account's reach when the session opens: the timelock (Baileys emits it as a
   * `connection.update`) and the new-chat quota, otherwise known only when WhatsApp next notifies a change.
   */
  private fetchReachLimits(sock: WASocket): void {
    void sock
      .fetchAccountReachoutTimelock()
      .catch((err) => this.logger.warn({ err }, 'cannot fetch the reach-out timelock'));
    void sock
      .fetchNewChatMessageCap()
      .then((info) => this.sock === sock && info && this.onCapping(info))
      .catch((err) => this.logger.warn({ err }, 'cannot fetch the new-chat quota'));
  }

  private onConnectionUpdate(sock: WASocket, u: BaileysEventMap['connection.update']): void {
    if (u.reachoutTimeLock)
      this.emit('reach-limits', limitsFromTimelock(u.reachoutTimeLock, this.connectionId));
    if (u.qr) {
      if (this.pairingPhoneNumber && !this.auth?.state.creds.registered)
        return void this.requestPairingCode(sock);
      this.setStatus('qrcode', { qrcode: u.qr });
      this.emit('qr', { connectionId: this.connectionId, qr: u.qr });
    }
    if (u.isNewLogin) this.setStatus('PAIRING');
    if (u.connection === 'open') {
      this.reconnects.reset();
      this.setStatus('CONNECTED');
      this.fetchReachLimits(sock);
    }
    if (u.connection === 'close') {
      this.sock = undefined;
      this.onClose(u.lastDisconnect?.error);
    }
  }

  /** the account must link with a passkey (passkey-gate.ts): stop here, for good, and say so */
  private onPasskeyRequired(sock: WASocket): void {
    this.logger.warn('WhatsApp asks this account for a passkey to link a device; stopping');
    this.wanted = false;
    this.sock = undefined;
    sock.end(undefined);
    this.setStatus('DISCONNECTED', { reason: 'passkey required to link', statusReason: 'passkey-required' });
  }

  private async requestPairingCode(sock: WASocket): Promise<void> {
    if (this.currentStatus === 'PAIRING') return;
    this.setStatus('PAIRING');
    try {
      const code = await sock.requestPairingCode(this.pairingPhoneNumber!);
      this.emit('pairing-code', { connectionId: this.connectionId, code });
    } catch (err) {
      this.logger.warn({ err }, 'pairing code request failed');
    }
  }

  private onClose(error: unknown): void {
    const decision = decideOnClose(error, !!this.auth?.state.creds.registered);
    this.logger.info({ decision }, 'connection closed');
    if (decision.action === 'logged-out') {
      this.wanted = false;
      void this.wipeSession();
    }
    if (decision.action !== 'retry' || !this.wanted) {
      this.wanted = false;
      return this.setStatus('DISCONNECTED', { reason: decision.reason });
    }
    const delay = this.reconnects.schedule(() => void this.start());
    this.setStatus(decision.status, {
      reason: decision.reason,
      ...(delay !== undefined ? { nextRetryInMs: delay } : {}),
    });
  }

  private onMessage(sock: WASocket, msg: WAMessage): void {
    const id = msg.key.id;
    if (id && this.seen.has(`${msg.key.remoteJid}/${id}`)) return;
    const result = toInboundMessage(msg, {
      connectionId: this.connectionId,
      lidToPn: this.lookupPn,
      downloadMedia: (m) =>
        downloadMediaMessage(
          m,
          'buffer',
          {},
          { logger: this.logger as never, reuploadRequest: sock.updateMediaMessage },
        ),
    });
    if (id) this.seen.add(`${msg.key.remoteJid}/${id}`);
    const c = this.connectionId;
    switch (result.kind) {
      case 'message':
        return this.emit('message', result.message);
      case 'edit':
        return this.emit('edit', {
          connectionId: c,
          chatId: result.chatId,
          waMessageId: result.waMessageId,
          body: result.body,
          editedAt: result.editedAt,
        });
      case 'revoke':
        return this.emit('revoke', {
          connectionId: c,
          chatId: result.chatId,
          waMessageId: result.waMessageId,
          fromMe: result.fromMe,
        });
      case 'reaction':
        return this.emit('reaction', {
          connectionId: c,
          chatId: result.chatId,
          waMessageId: result.waMessageId,
          emoji: result.emoji,
          from: result.from,
          fromMe: result.fromMe,
        });
      case 'ignored':
        return;
    }
  }

  /** true when the pair was not known before */
  private rememberLid(lid: string, pn: string): boolean {
    const l = lid.split('@')[0]?.split(':')[0];
    const p = pn.split('@')[0]?.split(':')[0];
    if (!l || !p) return false;
    const known = this.lookupPn(l) === p;
    if (this.options.lidMap) this.options.lidMap.remember(l, p);
    else this.lidToPn.set(l, p);
    return !known;
  }

  private emitLidPair(lid: string, pn: string): void {
    const l = lid.split('@')[0]?.split(':')[0];
    const p = pn.split('@')[0]?.split(':')[0];
    if (l && p)
      this.emit('contact', { connectionId: this.connectionId, contact: { id: p, number: p, lid: l } });
  }

  private endSocket(): void {
    const sock = this.sock;
    this.sock = undefined;
    sock?.end(undefined);
  }

  private async wipeSession(): Promise<void> {
    const auth =
      this.auth ??
      (await useDbAuthState({
        knex: this.options.knex,
        connectionId: this.connectionId,
        secret: this.options.authSecret,
      }).catch(() => undefined));
    await auth?.wipe().catch((err) => this.logger.error({ err }, 'wiping the session failed'));
    this.auth = undefined;
  }

  private setStatus(status: ConnectionStatus, extra: StatusExtra = {}): void {
    this.currentStatus = status;
    this.emit('status', statusEvent(this.connectionId, status, this.reconnects.retries, extra));
  }
}
