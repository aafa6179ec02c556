import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { ChannelProvider } from '../../channels/index.js';
import type { OutboundMessage, SendResult } from '../../domain/messages/message-types.js';
import { AppError } from '../../errors/app-error.js';
import type { Hooks } from '../../plugins/hooks.js';
import { storePayload } from './outbox-payload.js';
import { OutboxSender } from './outbox-sender.js';
import { OutboxStore } from './outbox-store.js';
import { TimelockStore } from './timelock-store.js';
import type { EnqueuedMessage, EnqueueOptions, OutboxMessage, OutboxStatusEvent } from './outbox-types.js';
import { OutboxWakeup } from './outbox-wakeup.js';
import { waitForOutcome } from './wait-for-outcome.js';

export interface OutboxOptions {
  knex: Knex;
  hooks: Hooks;
  log: Logger;
  /** the lease owner name; rows are claimed under it plus a per-run suffix */
  owner: string;
  redisUrl?: string;
  /** how often the owner looks for rows; with Redis this is only the safety net */
  pollMs?: number;
  retryBaseMs: number;
  maxAttempts: number;
  sendTimeoutMs?: number;
}

/**
 * Every outbound message as a row: written in the caller's transaction, sent by whichever process holds the
 * connection's lease, retried under the id chosen at enqueue, its acks saved and emitted as `outbox.status`.
 */
export class Outbox {
  readonly store: OutboxStore;
  /** WhatsApp's 463 answers per connection and contact */
  readonly timelocks: TimelockStore;
  private readonly sender: OutboxSender;
  private readonly wakeup: OutboxWakeup;
  private readonly pollMs: number;
  private timer?: NodeJS.Timeout;

  constructor(private readonly o: OutboxOptions) {
    this.store = new OutboxStore(o.knex);
    this.timelocks = new TimelockStore(o.knex);
    this.wakeup = new OutboxWakeup(o.redisUrl, o.log);
    this.pollMs = o.pollMs ?? (o.redisUrl ? 2000 : 250);
    this.sender = new OutboxSender({
      store: this.store,
      timelocks: this.timelocks,
      log: o.log,
      claimedBy: `${o.owner}#${randomBytes(4).toString('hex')}`,
      retryBaseMs: o.retryBaseMs,
      sendTimeoutMs: o.sendTimeoutMs ?? 30_000,
      onChange: (m) => this.emit(m),
    });
  }

  async start(): Promise<void> {
    await this.wakeup.start((id) => this.sender.kick(id));
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.wakeup.stop();
    await this.sender.stop();
  }

  /** the lease owner runs this connection now; returns what to call when it stops running it */
  attach(connectionId: number, provider: ChannelProvider): () => void {
    return this.sender.attach(connectionId, provider);
  }

  /** writes the row (in `trx` when given); the owner of the connection sends it once that commits */
  async enqueue(
    companyId: number,
    connectionId: number,
    message: OutboundMessage,
    opts: EnqueueOptions = {},
  ): Promise<EnqueuedMessage> {
    const payload = await storePayload(message);
    const { message: row, created } = await this.store.insert(opts.trx ?? this.o.knex, {
      companyId,
      connectionId,
      payload,
      maxAttempts: opts.maxAttempts ?? this.o.maxAttempts,
      ...(opts.idempotencyKey !== undefined ? { idempotencyKey: opts.idempotencyKey } : {}),
    });
    if (created) {
      const committed = opts.trx ? opts.trx.executionPromise : Promise.resolve();
      // a rolled back row was never there: nothing to announce or send
      void committed.then(
        () => this.announce(row),
        () => undefined,
      );
    }
    return { ...row, created };
  }

  /** enqueue and wait until the row is sent or failed (the few callers that must know) */
  async sendAndWait(
    companyId: number,
    connectionId: number,
    message: OutboundMessage,
    timeoutMs = 30_000,
  ): Promise<SendResult> {
    const row = await this.enqueue(companyId, connectionId, message);
    const done = await waitForOutcome(this.store, this.o.hooks, row.id, timeoutMs);
    if (done.status === 'failed' || done.sentAt === null) throw new AppError('ERR_SENDING_WAPP_MSG', 400);
    return { waMessageId: done.waMessageId, sentAt: new Date(done.sentAt), chatId: done.chatId ?? '' };
  }

  private async announce(row: OutboxMessage): Promise<void> {
    await this.emit(row);
    this.sender.kick(row.connectionId);
    if (!this.sender.runsHere(row.connectionId)) this.wakeup.notify(row.connectionId);
  }

  private async poll(): Promise<void> {
    try {
      for (const id of await this.store.connectionsWithDue(this.sender.ready())) this.sender.kick(id);
    } catch (err) {
      this.o.log.error({ err }, 'outbox poll failed');
    }
  }

  private emit(m: OutboxMessage): Promise<void> {
    const event: OutboxStatusEvent = {
      id: m.id,
      companyId: m.companyId,
      connectionId: m.connectionId,
      idempotencyKey: m.idempotencyKey,
      waMessageId: m.waMessageId,
      chatId: m.chatId,
      status: m.status,
      attempts: m.attempts,
      errorCode: m.errorCode,
      lastError: m.lastError,
    };
    return this.o.hooks.emit('outbox.status', event);
  }
}
