import {
  ChannelEmitter,
  ChannelError,
  statusEvent,
  type ChannelProvider,
  type ConnectionStatus,
  type EgressFetch,
  type MediaStore,
  type MessageRef,
  type NumberCheck,
  type OutboundMessage,
  type PluginContext,
  type SendResult,
  type StatusExtra,
} from '@balcao/core';
import type { CloudConfig } from '../cloud-config.js';
import { loadCloudConnection, type CloudConnection } from '../cloud-credentials.js';
import { GraphClient } from '../graph/graph-client.js';
import { GRAPH_CODES, GraphError } from '../graph/graph-error.js';
import type { MessageIds } from '../message-ids.js';
import { HeaderUploads } from './header-uploads.js';
import { mediaBytes } from './media-bytes.js';
import { PairPacer } from './pair-pacer.js';
import { RateLimiter } from './rate-limiter.js';
import { chatIdOf, toGraphMessage } from './to-graph-message.js';

export interface CloudProviderDeps {
  fetch: EgressFetch;
  config: CloudConfig;
  secrets: PluginContext['secrets'];
  messageIds: MessageIds;
  /** the company's stored files: a template header may name one (header-uploads.ts) */
  media: Pick<MediaStore, 'read'>;
  log: PluginContext['log'];
}

type MediaMessage = Extract<OutboundMessage, { type: 'image' | 'audio' | 'video' | 'application' }>;
const mediaTypes: ReadonlySet<string> = new Set(['image', 'audio', 'video', 'application']);
const isMediaMessage = (m: OutboundMessage): m is MediaMessage => mediaTypes.has(m.type);

/** how long the credentials read at connect are trusted before being read again (a token changed in the form) */
const CREDENTIALS_TTL_MS = 30_000;
/** a connect that failed for another reason than the token is tried again after this */
const RETRY_MS = 30_000;
/** the longest wait after Meta's 130429 (the number's throughput) */
const MAX_THROTTLE_MS = 60_000;

/** a send not made now, to be tried again after `ms` (ChannelError.retryAfterMs) */
const later = (reason: string, ms: number) =>
  new ChannelError('ERR_SENDING_WAPP_MSG', reason, { retryAfterMs: ms });

/**
 * One Cloud API connection. There is no socket: "connected" means Meta accepted the token for the phone number
 * id. Sends go to the Graph API; inbound traffic comes by webhook (webhook/) straight to the inbox, on whatever
 * process Meta reaches, so this object emits statuses only.
 */
export class CloudProvider extends ChannelEmitter implements ChannelProvider {
  readonly kind = 'cloud';
  readonly connectionId: string;
  private current: ConnectionStatus = 'DISCONNECTED';
  private creds?: { at: number; conn: CloudConnection };
  private wanted = false;
  private retry?: NodeJS.Timeout;
  private readonly limiter: RateLimiter;
  private readonly pairs: PairPacer;
  private readonly headers: HeaderUploads;
  /** consecutive 130429 (the number's throughput): each one doubles the wait */
  private throttled = 0;

  constructor(
    private readonly id: number,
    private readonly deps: CloudProviderDeps,
  ) {
    super();
    this.connectionId = String(id);
    this.limiter = new RateLimiter(deps.config.messagesPerSecond);
    this.pairs = new PairPacer(deps.config.pairIntervalMs);
    this.headers = new HeaderUploads(deps.media);
  }

  get status(): ConnectionStatus {
    return this.current;
  }

  async connect(): Promise<void> {
    this.wanted = true;
    clearTimeout(this.retry);
    this.creds = undefined;
    this.setStatus('OPENING');
    const conn = await this.credentials();
    if (!conn.accessToken || !conn.phoneNumberId)
      return this.setStatus('DISCONNECTED', { reason: 'access token or phone number id missing' });
    try {
      await this.graph(conn).phoneNumber(conn.phoneNumberId);
      this.setStatus('CONNECTED');
    } catch (err) {
      this.deps.log.warn({ err, connectionId: this.id }, 'cloud connection refused');
      if (err instanceof GraphError && (err.code === GRAPH_CODES.badToken || err.status === 401))
        return this.setStatus('DISCONNECTED', { reason: 'access token refused (190)' });
      this.retry = setTimeout(() => void (this.wanted && this.connect()), RETRY_MS);
      this.retry.unref();
      this.setStatus('DISCONNECTED', { reason: 'graph api unreachable', nextRetryInMs: RETRY_MS });
    }
  }

  async disconnect(): Promise<void> {
    this.wanted = false;
    clearTimeout(this.retry);
    this.setStatus('DISCONNECTED', { reason: 'disconnected' });
  }

  async logout(): Promise<void> {
    await this.disconnect();
  }

  async send(message: OutboundMessage): Promise<SendResult> {
    this.requireOpen('ERR_SENDING_WAPP_MSG');
    const conn = await this.credentials();
    const chatId = chatIdOf(message.to);
    const localId = message.messageId;
    try {
      // a try whose first attempt reached Meta (the outbox lost the answer) is not sent again
      const known = localId && (await this.deps.messageIds.graphIdOf(conn.companyId, this.id, localId));
      if (known) return { waMessageId: localId, sentAt: new Date(), chatId };
      const graph = this.graph(conn);
      const context = message.quoted
        ? ((await this.deps.messageIds.graphIdOf(conn.companyId, this.id, message.quoted.waMessageId)) ??
          message.quoted.waMessageId)
        : undefined;
      let mediaId: string | undefined;
      if (isMediaMessage(message)) {
        const data = await mediaBytes(message.media);
        const name = message.media.filename ?? `file.${message.media.mimetype.split('/')[1] ?? 'bin'}`;
        mediaId = await graph.uploadMedia(
          conn.phoneNumberId,
          data,
          message.media.mimetype.split(';')[0]!,
          name,
        );
      }
      const outbound =
        message.type === 'template'
          ? { ...message, template: await this.headers.resolve(graph, conn, message.template) }
          : message;
      const wait = this.pairs.take(chatId);
      if (wait > 0) throw later(`pair rate: ${chatId} was sent to less than the interval ago`, wait);
      await this.limiter.take();
      const wamid = await graph.sendMessage(
        conn.phoneNumberId,
        toGraphMessage(outbound, { mediaId, context }),
      );
      this.pairs.sent(chatId);
      this.throttled = 0;
      if (localId) await this.deps.messageIds.remember(conn.companyId, this.id, localId, wamid);
      return { waMessageId: localId ?? wamid, sentAt: new Date(), chatId };
    } catch (err) {
      if (err instanceof ChannelError) throw err;
      if (err instanceof GraphError && err.code === GRAPH_CODES.badToken)
        this.setStatus('DISCONNECTED', { reason: 'access token refused (190)' });
      // Meta's "too many" is not a failure: the outbox sends it again later, the try not counted, order kept
      if (err instanceof GraphError && err.code === GRAPH_CODES.pairRate)
        throw later(err.message, this.pairs.refusedBy(chatId));
      if (err instanceof GraphError && err.code === GRAPH_CODES.rate)
        throw later(err.message, Math.min(1000 * 2 ** this.throttled++, MAX_THROTTLE_MS));
      throw new ChannelError('ERR_SENDING_WAPP_MSG', (err as Error).message);
    }
  }

  async markRead(messages: MessageRef[]): Promise<void> {
    this.requireOpen('ERR_WAPP_NOT_INITIALIZED');
    const conn = await this.credentials();
    const graph = this.graph(conn);
    // only what the customer sent can be read; Meta marks the earlier messages read with it
    for (const m of messages.filter((r) => !r.fromMe))
      await graph.markRead(conn.phoneNumberId, m.waMessageId);
  }

  async deleteForEveryone(_message: MessageRef): Promise<void> {
    throw new ChannelError('ERR_DELETE_WAPP_MSG', 'the Cloud API cannot delete a sent message');
  }

  /** the Cloud API has no contact check: a number is tried when sent to */
  async checkNumber(number: string): Promise<NumberCheck> {
    this.requireOpen('ERR_WAPP_CHECK_CONTACT');
    const chatId = chatIdOf(number);
    return { exists: chatId.length > 0, chatId, number: chatId };
  }

  async profilePicture(_chatId: string): Promise<string | undefined> {
    return undefined;
  }

  private graph(conn: CloudConnection): GraphClient {
    return new GraphClient(this.deps.fetch, this.deps.config, conn.accessToken);
  }

  private async credentials(): Promise<CloudConnection> {
    if (this.creds && Date.now() - this.creds.at < CREDENTIALS_TTL_MS) return this.creds.conn;
    const conn = await loadCloudConnection(this.deps.secrets, this.id);
    if (!conn) throw new ChannelError('ERR_WAPP_NOT_INITIALIZED', `connection ${this.id} is not a Cloud one`);
    this.creds = { at: Date.now(), conn };
    return conn;
  }

  private requireOpen(code: ChannelError['code']): void {
    if (this.current !== 'CONNECTED')
      throw new ChannelError(code, `connection ${this.connectionId} is ${this.current}`);
  }

  private setStatus(status: ConnectionStatus, extra: StatusExtra = {}): void {
    this.current = status;
    this.emit('status', statusEvent(this.connectionId, status, 0, extra));
  }
}
