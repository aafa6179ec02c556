import type { Logger } from 'pino';
import type { Hooks } from '../../plugins/hooks.js';
import type { Pipeline } from '../pipeline/pipeline.js';
import type { InboxEvent, InboxKind, InboxPayloads } from './inbox-event.js';
import { hookPayload } from './inbox-hooks.js';
import { inboxKeys } from './inbox-keys.js';
import type { InboxStore, NewInboxEvent, PendingEvent } from './inbox-store.js';
import { BatchWriter } from '../batch-writer.js';
import { defaultInboxRetry, nextAttemptAt, type InboxRetryOptions } from './retry-policy.js';

export interface InboxProcessorDeps {
  store: InboxStore;
  pipeline: Pipeline;
  hooks: Hooks;
  log: Logger;
  retry?: Partial<InboxRetryOptions>;
  /** told of every try (the kernel's metrics): the outcome and the ms since the row was stored */
  observe?: (e: { kind: InboxKind; outcome: 'done' | 'retry' | 'failed'; ageMs?: number }) => void;
}

/** pending rows read per conversation at a time */
const PENDING_BATCH = 50;

/** media loaders kept for messages not processed yet; beyond, the oldest is dropped (and logged) */
const MAX_LIVE = 5000;

/** true when the stored row loses part of the media: a loader or a stream rather than bytes */
const needsLive = (m: InboxPayloads['message']): boolean =>
  !!m.media && !m.media.data && (!!m.media.download || !!m.media.stream);

interface Drain {
  running?: Promise<void>;
  /** kicked since its last read of pending rows was sent: read again after this one */
  again: boolean;
  timer?: NodeJS.Timeout;
}

/**
 * Turns provider events into inbox rows, then works the rows off through the pipeline: one at a time per
 * conversation, conversations in parallel, only for connections this process runs (resume/pause follow the
 * lease). A failing event is retried with backoff; later events of its conversation wait behind it, so
 * order holds, until it succeeds or is left failed.
 */
export class InboxProcessor {
  private readonly active = new Set<number>();
  private readonly drains = new Map<string, Drain>();
  /** stores accepted events, several per statement under load, in arrival order */
  private readonly writer: BatchWriter<NewInboxEvent, unknown>;
  /** marks processed rows done, several per UPDATE under load; each caller still waits for its own */
  private readonly doneWriter: BatchWriter<number>;
  /** reads the next pending rows of the conversations that drain at the same time in one SELECT */
  private readonly pendingReader: BatchWriter<{ connectionId: number; chatKey: string }, PendingEvent[]>;
  /**
   * The live payloads of messages whose media the stored row cannot carry (a lazy loader or a stream), until
   * processed here. Other payloads are whole in the row and are not kept. Lost on a restart or a takeover:
   * there the step sees the media's description without a way to fetch its bytes.
   */
  private readonly live = new Map<string, InboxPayloads[InboxKind]>();
  private readonly retry: InboxRetryOptions;

  constructor(private readonly deps: InboxProcessorDeps) {
    this.retry = { ...defaultInboxRetry, ...deps.retry };
    this.writer = new BatchWriter((events) => deps.store.addMany(events));
    this.pendingReader = new BatchWriter((keys) => {
      // every kick so far came after its row was stored: this read sees those rows, so they need no read again
      for (const k of keys) {
        const d = this.drains.get(`${k.connectionId}:${k.chatKey}`);
        if (d) d.again = false;
      }
      return deps.store.pendingMany(keys, PENDING_BATCH);
    }, 100);
    this.doneWriter = new BatchWriter<number>(async (ids) => {
      await deps.store.markDone(ids);
      return ids.map(() => undefined);
    });
  }

  /** stores one provider event and wakes its conversation; a redelivery stores nothing */
  async accept<K extends InboxKind>(
    conn: { companyId: number; connectionId: number },
    kind: K,
    payload: InboxPayloads[K],
  ): Promise<void> {
    try {
      await this.store(conn, kind, payload);
    } catch (err) {
      const { waId } = inboxKeys(kind, payload);
      this.deps.log.error({ err, connectionId: conn.connectionId, kind, waId }, 'inbox write failed');
    }
  }

  /**
   * `accept` for a caller that must know the row is stored (a webhook answers its sender only then): throws when
   * the write failed. Answers the conversation's key, to wake the connection's owner when it runs elsewhere.
   */
  async store<K extends InboxKind>(
    conn: { companyId: number; connectionId: number },
    kind: K,
    payload: InboxPayloads[K],
  ): Promise<string> {
    const { waId, chatKey } = inboxKeys(kind, payload);
    if (kind === 'message' && needsLive(payload as InboxPayloads['message']))
      this.keepLive(`${conn.connectionId}/${kind}/${waId}`, payload);
    // a burst goes in one statement; rows keep the order events arrived in, so ids follow WhatsApp's order
    const error = await this.writer.push({ conn, kind, payload });
    if (error !== undefined) throw error;
    this.kick(conn.connectionId, chatKey);
    return chatKey;
  }

  /**
   * Wakes the pending conversations of connections this process runs: events another process stored (a webhook
   * that arrived there) are found here even when no wake-up message reached this process.
   */
  async sweep(): Promise<void> {
    if (this.active.size === 0) return;
    for (const { connectionId, chatKey } of await this.deps.store.pendingChatsOf([...this.active]))
      if (!this.drains.get(`${connectionId}:${chatKey}`)) this.kick(connectionId, chatKey);
  }

  private keepLive(key: string, payload: InboxPayloads[InboxKind]) {
    this.live.set(key, payload);
    // a redelivery of a processed message adds an entry nothing removes: keep the newest only
    if (this.live.size <= MAX_LIVE) return;
    const oldest = this.live.keys().next().value!;
    this.live.delete(oldest);
    this.deps.log.warn({ event: oldest }, 'inbox: media loader dropped, over the live payload limit');
  }

  /** this process runs the connection now: pick up whatever its previous owner left unprocessed */
  async resume(connectionId: number): Promise<void> {
    this.active.add(connectionId);
    for (const chatKey of await this.deps.store.pendingChats(connectionId)) this.kick(connectionId, chatKey);
  }

  /** the connection went elsewhere (or stops): start nothing more for it here */
  pause(connectionId: number): void {
    this.active.delete(connectionId);
    for (const [key, d] of this.drains)
      if (key.startsWith(`${connectionId}:`)) {
        clearTimeout(d.timer);
        d.timer = undefined;
      }
  }

  /** resolves when every write and every drain under way has finished, or after `maxWaitMs` */
  async idle(maxWaitMs = 10_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    // a step that never returns must not hold the kernel's stop: its row stays pending for the next owner
    const giveUp = new Promise<void>((r) => (timer = setTimeout(r, maxWaitMs)));
    const settled = (async () => {
      await this.writer.idle();
      await Promise.all([...this.drains.values()].map((d) => d.running));
    })();
    await Promise.race([settled, giveUp]);
    clearTimeout(timer);
  }

  /** failed events back to pending (see InboxStore.retryFailed), their conversations woken; answers how many */
  async retryFailed(opts: { id?: number; companyId?: number }): Promise<number> {
    const rows = await this.deps.store.retryFailed(opts);
    for (const r of rows) this.kick(r.connectionId, r.chatKey);
    return rows.length;
  }

  /** wakes a conversation: drains it now, or once more after the drain under way */
  kick(connectionId: number, chatKey: string): void {
    if (!this.active.has(connectionId)) return;
    const key = `${connectionId}:${chatKey}`;
    const d = this.drains.get(key) ?? { again: false };
    this.drains.set(key, d);
    if (d.running) return void (d.again = true);
    clearTimeout(d.timer);
    d.timer = undefined;
    d.running = this.loop(connectionId, chatKey, d).finally(() => {
      d.running = undefined;
      if (!d.timer && !d.again) this.drains.delete(key);
    });
  }

  private async loop(connectionId: number, chatKey: string, d: Drain): Promise<void> {
    do {
      d.again = false;
      try {
        // a kick during the drain set `again` too: keep it
        if (await this.drainOnce(connectionId, chatKey, d)) d.again = true;
      } catch (err) {
        // the database is away: try the conversation again shortly rather than lose track of it
        this.deps.log.error({ err, connectionId, chatKey }, 'inbox drain failed');
        this.wakeLater(connectionId, chatKey, d, this.retry.baseMs);
        return;
      }
    } while (d.again && this.active.has(connectionId));
  }

  /** processes pending rows in order; true when there may be more right away */
  private async drainOnce(connectionId: number, chatKey: string, d: Drain): Promise<boolean> {
    const limit = PENDING_BATCH;
    const rows = await this.pendingReader.push({ connectionId, chatKey });
    for (const row of rows) {
      if (!this.active.has(connectionId)) return false;
      const wait = row.nextAttemptAt - Date.now();
      if (wait > 0) {
        this.wakeLater(connectionId, chatKey, d, wait);
        return false;
      }
      if (!(await this.process(row))) {
        this.wakeLater(connectionId, chatKey, d, this.retry.baseMs);
        return false;
      }
    }
    return rows.length === limit;
  }

  private wakeLater(connectionId: number, chatKey: string, d: Drain, ms: number) {
    if (!this.active.has(connectionId)) return;
    clearTimeout(d.timer);
    d.timer = setTimeout(() => {
      d.timer = undefined;
      this.kick(connectionId, chatKey);
    }, ms);
    d.timer.unref();
  }

  /** runs one event through the pipeline; false when it is to be retried later (its conversation waits) */
  private async process(stored: InboxEvent & { createdAt?: number }): Promise<boolean> {
    const observe = (outcome: 'done' | 'retry' | 'failed') =>
      this.deps.observe?.({
        kind: stored.kind,
        outcome,
        ageMs: stored.createdAt === undefined ? undefined : Date.now() - stored.createdAt,
      });
    const liveKey = `${stored.connectionId}/${stored.kind}/${stored.waId}`;
    const live = this.live.get(liveKey);
    const event = (live ? { ...stored, payload: live } : stored) as InboxEvent;
    const attempts = stored.attempts + 1;
    try {
      await this.deps.pipeline.run(event);
    } catch (err) {
      const retryAt = nextAttemptAt(attempts, this.retry);
      const message = err instanceof Error ? err.message : String(err);
      this.deps.log.warn({ err, inboxId: event.id, attempts, retryAt }, 'inbox event failed');
      await this.deps.store.markFailed(event.id, attempts, message, retryAt);
      observe(retryAt === undefined ? 'failed' : 'retry');
      // the live payload stays (bounded by MAX_LIVE): an admin's retry in this process still has the loader
      if (retryAt !== undefined) return false;
      await this.deps.hooks.notify('inbox.failed', {
        companyId: event.companyId,
        connectionId: event.connectionId,
        inboxId: event.id,
        kind: event.kind,
        error: message,
      });
      return true;
    }
    await this.doneWriter.push(event.id);
    observe('done');
    this.live.delete(liveKey);
    // the pipeline's output: the hooks plugins listened to before the inbox existed, after the work is stored
    const { name, body } = hookPayload(event);
    await this.deps.hooks.notify(name, body as never);
    return true;
  }
}
