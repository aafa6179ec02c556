import type { Logger } from 'pino';
import type { ChannelEvents, ChannelProvider } from '../../channels/index.js';
import { loadPayload } from './outbox-payload.js';
import type { OutboxStore } from './outbox-store.js';
import { statusOfAck, type OutboxMessage, type OutboxRow } from './outbox-types.js';

export interface OutboxSenderOptions {
  store: OutboxStore;
  log: Logger;
  /** names this process run on the rows it claims */
  claimedBy: string;
  retryBaseMs: number;
  /** a send that hangs this long counts as a failed try (it is retried under the same id) */
  sendTimeoutMs: number;
  onChange: (message: OutboxMessage) => Promise<void>;
}

const BATCH = 50;
const MAX_BACKOFF_MS = 5 * 60_000;

/**
 * Sends the rows of the connections this process runs, one connection at a time in row order, and turns
 * their acks into statuses. Only the lease owner attaches a connection, and a row is claimed from `queued`
 * by one conditional UPDATE, so no row is sent by two processes.
 */
export class OutboxSender {
  private readonly attached = new Map<number, ChannelProvider>();
  private readonly draining = new Map<number, Promise<void>>();
  private readonly again = new Set<number>();
  private readonly retryTimers = new Map<number, NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly o: OutboxSenderOptions) {}

  /** the connection now runs here: take over what a previous owner left half sent, then send what is due */
  attach(connectionId: number, provider: ChannelProvider): () => void {
    this.attached.set(connectionId, provider);
    const onAck = (e: ChannelEvents['ack']) => void this.onAck(connectionId, e);
    // a session that (re)opens sends what waited for it
    const onStatus = (e: ChannelEvents['status']) => e.status === 'CONNECTED' && this.kick(connectionId);
    provider.on('ack', onAck).on('status', onStatus);
    void this.o.store
      .requeueAbandoned(connectionId, this.o.claimedBy)
      .then(() => this.kick(connectionId))
      .catch((err) => this.o.log.error({ err, connectionId }, 'outbox takeover failed'));
    return () => {
      provider.off('ack', onAck).off('status', onStatus);
      if (this.attached.get(connectionId) === provider) this.attached.delete(connectionId);
      clearTimeout(this.retryTimers.get(connectionId));
    };
  }

  /** the connections sendable here now */
  ready(): number[] {
    return [...this.attached].filter(([, p]) => p.status === 'CONNECTED').map(([id]) => id);
  }

  runsHere(connectionId: number): boolean {
    return this.attached.has(connectionId);
  }

  /** sends what is due on a connection; a kick during a drain makes it look again once done */
  kick(connectionId: number): void {
    if (this.stopped || !this.attached.has(connectionId)) return;
    if (this.draining.has(connectionId)) return void this.again.add(connectionId);
    const run = this.drain(connectionId)
      .catch((err) => this.o.log.error({ err, connectionId }, 'outbox drain failed'))
      .finally(() => {
        this.draining.delete(connectionId);
        if (this.again.delete(connectionId)) this.kick(connectionId);
      });
    this.draining.set(connectionId, run);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.retryTimers.values()) clearTimeout(t);
    await Promise.all([...this.draining.values()]);
  }

  private async drain(connectionId: number): Promise<void> {
    for (;;) {
      const rows = await this.o.store.due(connectionId, BATCH);
      if (rows.length === 0) break;
      for (const row of rows) {
        const provider = this.attached.get(connectionId);
        if (this.stopped || provider?.status !== 'CONNECTED') return;
        if (await this.o.store.claim(row.id, this.o.claimedBy)) await this.sendOne(row, provider);
      }
    }
    await this.armRetry(connectionId);
  }

  private async sendOne(row: OutboxRow, provider: ChannelProvider): Promise<void> {
    const attempt = row.attempts + 1;
    await this.changed(row.id);
    try {
      const sent = await withTimeout(
        provider.send(loadPayload(row.payload, row.waMessageId)),
        this.o.sendTimeoutMs,
      );
      // an ack may already have moved it to sent or further; that ack was reported then
      if (await this.o.store.markSent(row.id, sent.chatId, sent.sentAt.getTime())) await this.changed(row.id);
    } catch (err) {
      const reason = (err as Error).message ?? String(err);
      const retryAt = attempt < row.maxAttempts ? Date.now() + this.backoff(attempt) : undefined;
      this.o.log.warn({ err, outboxId: row.id, attempt, retryAt }, 'outbox send failed');
      if (await this.o.store.markFailed(row.id, this.o.claimedBy, reason, retryAt))
        await this.changed(row.id);
    }
  }

  private backoff(attempt: number): number {
    return Math.min(this.o.retryBaseMs * 2 ** (attempt - 1), MAX_BACKOFF_MS);
  }

  /** wakes the connection when its next retry comes due, rather than waiting for a poll */
  private async armRetry(connectionId: number): Promise<void> {
    const at = await this.o.store.nextRetryAt(connectionId);
    clearTimeout(this.retryTimers.get(connectionId));
    if (at === undefined || this.stopped) return;
    const timer = setTimeout(() => this.kick(connectionId), Math.max(0, at - Date.now()) + 5);
    timer.unref();
    this.retryTimers.set(connectionId, timer);
  }

  private async onAck(connectionId: number, e: ChannelEvents['ack']): Promise<void> {
    const to = statusOfAck(e.ack);
    if (!to) return;
    try {
      const moved = await this.o.store.applyAck(connectionId, e.waMessageId, to);
      if (moved) await this.o.onChange(moved);
    } catch (err) {
      this.o.log.error({ err, connectionId }, 'outbox ack not saved');
    }
  }

  private async changed(id: number): Promise<void> {
    const row = await this.o.store.get(id);
    if (row) await this.o.onChange(row);
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`send timed out after ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
