import type { Knex } from 'knex';
import { decodePayload, encodePayload } from './inbox-codec.js';
import type { InboxEvent, InboxKind, InboxPayloads, InboxStatus } from './inbox-event.js';
import { inboxKeys } from './inbox-keys.js';

interface Row {
  id: number;
  companyId: number;
  connectionId: number;
  kind: InboxKind;
  waId: string;
  chatKey: string;
  payload: string;
  status: InboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number | string;
  createdAt: Date;
  updatedAt: Date;
  processedAt: Date | null;
}

/** A row as an admin listing shows it: the event plus where it stands. */
export interface InboxRecord {
  event: InboxEvent;
  status: InboxStatus;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const toEvent = (r: Row): InboxEvent =>
  ({
    id: Number(r.id),
    companyId: Number(r.companyId),
    connectionId: Number(r.connectionId),
    kind: r.kind,
    waId: r.waId,
    chatKey: r.chatKey,
    attempts: Number(r.attempts),
    payload: decodePayload(r.kind, r.payload),
  }) as InboxEvent;

/** A pending row: the event, when it may be tried next, and when it was stored (the pipeline latency metric). */
export type PendingEvent = InboxEvent & { nextAttemptAt: number; createdAt: number };

const toPending = (r: Row): PendingEvent =>
  Object.assign(toEvent(r), {
    nextAttemptAt: Number(r.nextAttemptAt),
    createdAt: new Date(r.createdAt).getTime(),
  });

/** A provider event to store. */
export interface NewInboxEvent {
  conn: { companyId: number; connectionId: number };
  kind: InboxKind;
  payload: InboxPayloads[InboxKind];
}

function toInsert(e: NewInboxEvent) {
  const { waId, chatKey } = inboxKeys(e.kind, e.payload);
  const now = new Date();
  return {
    companyId: e.conn.companyId,
    connectionId: e.conn.connectionId,
    kind: e.kind,
    waId,
    chatKey,
    payload: encodePayload(e.payload),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** statements of at most 200 rows and about 4 MB of payload (media bytes travel inline), in order */
function* chunks<T extends { payload: string }>(rows: T[]): Generator<T[]> {
  let chunk: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    if (chunk.length > 0 && (chunk.length >= 200 || bytes + row.payload.length > 4_000_000)) {
      yield chunk;
      chunk = [];
      bytes = 0;
    }
    chunk.push(row);
    bytes += row.payload.length;
  }
  if (chunk.length > 0) yield chunk;
}

/** Reads and writes `inbox_events`. It knows nothing of ordering or retries: the processor decides those. */
export class InboxStore {
  constructor(private readonly knex: Knex) {}

  /**
   * Stores several events, in order (ids ascend as given), with as few statements as their size allows;
   * a redelivered one is skipped. A failing statement is retried row by row, so one bad event fails alone:
   * the answer holds, per event, the error that kept it out (undefined when it is stored).
   */
  async addMany(events: NewInboxEvent[]): Promise<Array<unknown>> {
    const rows = events.map(toInsert);
    const errors: unknown[] = [];
    for (const chunk of chunks(rows)) {
      try {
        await this.insertRows(chunk);
        errors.push(...chunk.map(() => undefined));
      } catch {
        for (const row of chunk)
          errors.push(
            await this.insertRows([row]).then(
              () => undefined,
              (err: unknown) => err,
            ),
          );
      }
    }
    return errors;
  }

  private insertRows(rows: Array<ReturnType<typeof toInsert>>) {
    return this.knex('inbox_events').insert(rows).onConflict(['connectionId', 'waId', 'kind']).ignore();
  }

  /** the next pending events of one conversation, oldest first */
  async pending(connectionId: number, chatKey: string, limit = 50): Promise<PendingEvent[]> {
    const rows: Row[] = await this.knex('inbox_events')
      .where({ connectionId, chatKey, status: 'pending' })
      .orderBy('id')
      .limit(limit);
    return rows.map(toPending);
  }

  /**
   * The next pending events of several conversations in one SELECT, per conversation as `pending` answers.
   * When the shared limit cut the answer short, each conversation is read on its own instead.
   */
  async pendingMany(
    keys: Array<{ connectionId: number; chatKey: string }>,
    limit = 50,
  ): Promise<PendingEvent[][]> {
    if (keys.length === 1) return [await this.pending(keys[0]!.connectionId, keys[0]!.chatKey, limit)];
    const rows: Row[] = await this.knex('inbox_events')
      .whereIn(
        ['connectionId', 'chatKey'],
        keys.map((k) => [k.connectionId, k.chatKey]),
      )
      .where('status', 'pending')
      .orderBy('id')
      .limit(limit * keys.length + 1);
    if (rows.length > limit * keys.length)
      return Promise.all(keys.map((k) => this.pending(k.connectionId, k.chatKey, limit)));
    const byKey = new Map<string, PendingEvent[]>();
    for (const r of rows) {
      const key = `${Number(r.connectionId)}:${r.chatKey}`;
      const list = byKey.get(key) ?? [];
      if (list.length < limit) list.push(toPending(r));
      byKey.set(key, list);
    }
    return keys.map((k) => byKey.get(`${k.connectionId}:${k.chatKey}`) ?? []);
  }

  /** conversations of a connection with work left (resumed when a process takes the connection) */
  async pendingChats(connectionId: number): Promise<string[]> {
    const rows: Array<{ chatKey: string }> = await this.knex('inbox_events')
      .distinct('chatKey')
      .where({ connectionId, status: 'pending' });
    return rows.map((r) => r.chatKey);
  }

  /** the pending conversations of several connections, in one query (the owner's periodic sweep) */
  async pendingChatsOf(connectionIds: number[]): Promise<Array<{ connectionId: number; chatKey: string }>> {
    if (connectionIds.length === 0) return [];
    return this.knex('inbox_events')
      .distinct('connectionId', 'chatKey')
      .whereIn('connectionId', connectionIds)
      .where({ status: 'pending' });
  }

  /** processed: done, with this try counted (one UPDATE for all of `ids`) */
  async markDone(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const now = new Date();
    await this.knex('inbox_events')
      .whereIn('id', ids)
      .where('status', 'pending')
      .update({
        status: 'done',
        attempts: this.knex.raw('?? + 1', ['attempts']),
        lastError: null,
        processedAt: now,
        updatedAt: now,
      });
  }

  /** a failed try: retried at `retryAt`, or kept as failed (the payload stays) when there is none */
  markFailed(id: number, attempts: number, error: string, retryAt?: number): Promise<number> {
    return this.knex('inbox_events')
      .where({ id })
      .update({
        status: retryAt === undefined ? 'failed' : 'pending',
        attempts,
        lastError: error.slice(0, 4000),
        nextAttemptAt: retryAt ?? 0,
        updatedAt: new Date(),
      });
  }

  /**
   * Failed events back to pending with their tries reset (an admin fixed the cause): one by id, or every one;
   * of one company when `companyId` is given. Answers the rows it moved, for their conversations to be woken.
   */
  async retryFailed(opts: {
    id?: number;
    companyId?: number;
  }): Promise<Array<{ id: number; connectionId: number; chatKey: string }>> {
    const scope = () => {
      const q = this.knex('inbox_events').where({ status: 'failed' });
      if (opts.id !== undefined) q.andWhere({ id: opts.id });
      if (opts.companyId !== undefined) q.andWhere({ companyId: opts.companyId });
      return q;
    };
    const rows: Array<{ id: number; connectionId: number; chatKey: string }> = await scope().select(
      'id',
      'connectionId',
      'chatKey',
    );
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    await scope()
      .whereIn('id', ids)
      .update({ status: 'pending', attempts: 0, nextAttemptAt: 0, updatedAt: new Date() });
    return rows.map((r) => ({ id: Number(r.id), connectionId: Number(r.connectionId), chatKey: r.chatKey }));
  }

  /** failed events, newest first; one company's or (super) every company's */
  async failed(opts: { companyId?: number; limit?: number; offset?: number } = {}): Promise<InboxRecord[]> {
    const q = this.knex('inbox_events').where({ status: 'failed' });
    if (opts.companyId !== undefined) q.andWhere({ companyId: opts.companyId });
    const rows: Row[] = await q
      .orderBy('id', 'desc')
      .limit(opts.limit ?? 50)
      .offset(opts.offset ?? 0);
    return rows.map((r) => ({
      event: toEvent(r),
      status: r.status,
      lastError: r.lastError,
      createdAt: new Date(r.createdAt),
      updatedAt: new Date(r.updatedAt),
    }));
  }
}
