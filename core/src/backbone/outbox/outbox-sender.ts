import type { Logger } from 'pino';
import {
  ChannelError,
  isTimelockError,
  type ChannelEvents,
  type ChannelProvider,
} from '../../channels/index.js';
import { BatchWriter } from '../batch-writer.js';
import { loadPayload } from './outbox-payload.js';
import type { OutboxStore } from './outbox-store.js';
import type { TimelockStore } from './timelock-store.js';
import { statusOfAck, type OutboxMessage, type OutboxRow } from './outbox-types.js';

export interface OutboxSenderOptions {
  store: OutboxStore;
  timelocks: TimelockStore;
  log: Logger;
  /** names this process run on the rows it claims */
  claimedBy: string;
  retryBaseMs: number;
  /** a send that hangs this long counts as a failed try (it is retried under the same id) */
  sendTimeoutMs: number;
  onChange: (message: OutboxMessage) => Promise<void>;
}

const BATCH = 50;
/** chats sent to at the same time on one connection */
const LANES = 16;

/** the chat a row goes to (its order is kept per chat) */
const chatOf = (row: OutboxRow): string => {
  const { to } = JSON.parse(row.payload) as { to?: unknown };
  return String(to ?? '');
};
const MAX_BACKOFF_MS = 5 * 60_000;

/**
 * Sends the rows of the connections this process runs, in row order per chat (chats in parallel), and turns
 * their acks into statuses. Only the lease owner attaches a connection, and a row is claimed from `queued`
 * by a conditional UPDATE, so no row is sent by two processes.
 */
export class OutboxSender {
  private readonly attached = new Map<number, ChannelProvider>();
  private readonly draining = new Map<number, Promise<void>>();
  private readonly again = new Set<number>();
  private readonly retryTimers = new Map<number, NodeJS.Timeout>();
  private stopped = false;
  /** `connectionId:waMessageId` of rows handed to the provider and not yet marked sent */
  private readonly inFlight = new Set<string>();
  /**
   * each message's acks still being applied, by `connectionId:waMessageId`: they are applied one after another in
   * the order the phone sent them, so a slow 'delivered' never lands after 'read' (and is emitted before it)
   */
  private readonly acking = new Map<string, Promise<void>>();
  /** refusals (ack 0) that came while their send was still under way: applied once it is marked sent */
  private readonly refusedEarly = new Map<string, ChannelEvents['ack']>();
  /** sends the provider took, marked sent several per UPDATE under load */
  private readonly sentWriter: BatchWriter<{ id: number; chatId: string; sentAt: number }, boolean>;

  constructor(private readonly o: OutboxSenderOptions) {
    this.sentWriter = new BatchWriter(async (sent) => {
      const moved = await o.store.markSentMany(sent);
      return sent.map((s) => moved.has(s.id));
    });
  }

  /** the connection now runs here: take over what a previous owner left half sent, then send what is due */
  attach(connectionId: number, provider: ChannelProvider): () => void {
    this.attached.set(connectionId, provider);
    const onAck = (e: ChannelEvents['ack']) => this.queueAck(connectionId, e);
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
      if (!this.sendable(connectionId)) return;
      const rows = await this.o.store.due(connectionId, BATCH);
      if (rows.length === 0) break;
      const mine = await this.o.store.claimMany(
        rows.map((r) => r.id),
        this.o.claimedBy,
      );
      // the claim counted a try: answer `sending` from what we know rather than reading the row again
      const claimed = rows
        .filter((r) => mine.has(r.id))
        .map((r) => ({ ...r, status: 'sending' as const, attempts: r.attempts + 1 }));
      await Promise.all(claimed.map((r) => this.o.onChange(r)));
      await this.sendLanes(connectionId, claimed);
    }
    await this.armRetry(connectionId);
  }

  private sendable(connectionId: number): boolean {
    return !this.stopped && this.attached.get(connectionId)?.status === 'CONNECTED';
  }

  /**
   * Sends claimed rows: the rows of one chat one after another in row order, up to LANES chats at a time.
   * Rows not tried because the connection dropped meanwhile are released to the queue.
   */
  private async sendLanes(connectionId: number, rows: OutboxRow[]): Promise<void> {
    const lanes = new Map<string, OutboxRow[]>();
    for (const r of rows) {
      const to = chatOf(r);
      const lane = lanes.get(to) ?? [];
      lane.push(r);
      lanes.set(to, lane);
    }
    const queue = [...lanes.values()];
    const untried: number[] = [];
    const worker = async () => {
      for (let lane = queue.shift(); lane; lane = queue.shift())
        for (const [i, row] of lane.entries()) {
          const provider = this.attached.get(connectionId);
          if (!provider || !this.sendable(connectionId)) {
            untried.push(row.id);
            continue;
          }
          const later = await this.sendOne(row, provider);
          // the provider asked for later: the chat's next rows wait with it, so their order is kept
          if (later !== undefined) {
            await this.defer(lane.slice(i), later);
            break;
          }
        }
    };
    await Promise.all(Array.from({ length: Math.min(LANES, queue.length) }, worker));
    await this.o.store.release(untried, this.o.claimedBy);
  }

  /** rows of one chat the provider asked to send at `at`: queued for then, their tries not counted */
  private async defer(rows: OutboxRow[], at: number): Promise<void> {
    const moved = await this.o.store.defer(
      rows.map((r) => r.id),
      this.o.claimedBy,
      at,
    );
    for (const row of rows)
      if (moved.has(row.id))
        await this.o.onChange({ ...row, status: 'queued', attempts: row.attempts - 1, nextAttemptAt: at });
  }

  /**
   * sends one claimed row (its attempts already count this try); answers when to try it again if the provider
   * asked for later rather than failing
   */
  private async sendOne(row: OutboxRow, provider: ChannelProvider): Promise<number | undefined> {
    const key = `${row.connectionId}:${row.waMessageId}`;
    this.inFlight.add(key);
    try {
      const sent = await withTimeout(
        provider.send(loadPayload(row.payload, row.waMessageId)),
        this.o.sendTimeoutMs,
      );
      const at = sent.sentAt.getTime();
      // an ack may already have moved it to sent or further; that ack was reported then
      if (await this.sentWriter.push({ id: row.id, chatId: sent.chatId, sentAt: at }))
        await this.o.onChange({ ...row, status: 'sent', chatId: sent.chatId, sentAt: at, errorCode: null });
      const refused = this.refusedEarly.get(key);
      if (refused) await this.onRefused(row.connectionId, refused);
    } catch (err) {
      if (err instanceof ChannelError && err.retryAfterMs !== undefined) {
        this.o.log.info({ outboxId: row.id, retryAfterMs: err.retryAfterMs }, 'outbox send deferred');
        return Date.now() + err.retryAfterMs;
      }
      const reason = (err as Error).message ?? String(err);
      // a reach-out timelock (463) is not retried: every try counts against the number while it lasts
      const timelock = (err as { code?: unknown }).code === 'ERR_WAPP_TIMELOCK';
      const retryAt =
        !timelock && row.attempts < row.maxAttempts ? Date.now() + this.backoff(row.attempts) : undefined;
      const errorCode =
        retryAt !== undefined ? null : timelock ? 'ERR_WAPP_TIMELOCK' : 'ERR_SENDING_WAPP_MSG';
      this.o.log.warn({ err, outboxId: row.id, attempt: row.attempts, retryAt }, 'outbox send failed');
      if (timelock)
        await this.o.timelocks
          .record(row.companyId, row.connectionId, chatOf(row), Date.now())
          .catch((e: unknown) => this.o.log.error({ err: e, outboxId: row.id }, 'timelock not recorded'));
      if (await this.o.store.markFailed(row.id, this.o.claimedBy, reason, retryAt, errorCode ?? undefined))
        await this.o.onChange({
          ...row,
          status: retryAt === undefined ? 'failed' : 'queued',
          nextAttemptAt: retryAt ?? 0,
          errorCode,
          lastError: reason.slice(0, 500),
        });
    } finally {
      this.inFlight.delete(key);
      this.refusedEarly.delete(key);
    }
    return undefined;
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

  private queueAck(connectionId: number, e: ChannelEvents['ack']): void {
    const key = `${connectionId}:${e.waMessageId}`;
    // onAck logs its own failures: the chain never rejects
    const next = (this.acking.get(key) ?? Promise.resolve()).then(() => this.onAck(connectionId, e));
    this.acking.set(key, next);
    void next.then(() => this.acking.get(key) === next && this.acking.delete(key));
  }

  private async onAck(connectionId: number, e: ChannelEvents['ack']): Promise<void> {
    if (e.ack === 0 && e.error !== undefined) return await this.onRefused(connectionId, e);
    const to = statusOfAck(e.ack);
    if (!to) return;
    // the send under way marks it sent itself, with the chat and the time, in a batch: no write of its own
    if (to === 'sent' && this.inFlight.has(`${connectionId}:${e.waMessageId}`)) return;
    try {
      const moved = await this.o.store.applyAck(connectionId, e.waMessageId, to);
      if (moved) await this.o.onChange(moved);
    } catch (err) {
      this.o.log.error({ err, connectionId }, 'outbox ack not saved');
    }
  }

  /**
   * The network refused a send in its receipt after taking it. A 463 (reach-out timelock) fails it as
   * ERR_WAPP_TIMELOCK and counts against the contact, as when the send itself is refused; not retried either.
   */
  private async onRefused(connectionId: number, e: ChannelEvents['ack']): Promise<void> {
    const key = `${connectionId}:${e.waMessageId}`;
    // marking it sent would revive a row failed before: the send applies it when it has marked it
    if (this.inFlight.has(key) && !this.refusedEarly.has(key)) return void this.refusedEarly.set(key, e);
    this.refusedEarly.delete(key);
    const reason = e.error ?? 'refused by WhatsApp';
    const timelock = isTimelockError(reason);
    try {
      const row = await this.o.store.refuse(
        connectionId,
        e.waMessageId,
        timelock ? 'ERR_WAPP_TIMELOCK' : 'ERR_SENDING_WAPP_MSG',
        reason,
      );
      if (!row) return;
      this.o.log.warn({ outboxId: row.id, reason }, 'outbox send refused in its receipt');
      if (timelock) await this.o.timelocks.record(row.companyId, connectionId, chatOf(row), Date.now());
      const { payload: _payload, ...message } = row;
      await this.o.onChange(message);
    } catch (err) {
      this.o.log.error({ err, connectionId }, 'outbox refusal not saved');
    }
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`send timed out after ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
