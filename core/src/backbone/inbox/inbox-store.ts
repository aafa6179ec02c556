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

/** Reads and writes `inbox_events`. It knows nothing of ordering or retries: the processor decides those. */
export class InboxStore {
  constructor(private readonly knex: Knex) {}

  /** stores an event unless the same one (connection, wa id, kind) is already there; returns its conversation */
  async add<K extends InboxKind>(
    conn: { companyId: number; connectionId: number },
    kind: K,
    payload: InboxPayloads[K],
  ): Promise<string> {
    const { waId, chatKey } = inboxKeys(kind, payload);
    const now = new Date();
    await this.knex('inbox_events')
      .insert({
        companyId: conn.companyId,
        connectionId: conn.connectionId,
        kind,
        waId,
        chatKey,
        payload: encodePayload(payload),
        status: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict(['connectionId', 'waId', 'kind'])
      .ignore();
    return chatKey;
  }

  /** the next pending events of one conversation, oldest first */
  async pending(
    connectionId: number,
    chatKey: string,
    limit = 50,
  ): Promise<Array<InboxEvent & { nextAttemptAt: number }>> {
    const rows: Row[] = await this.knex('inbox_events')
      .where({ connectionId, chatKey, status: 'pending' })
      .orderBy('id')
      .limit(limit);
    return rows.map((r) => Object.assign(toEvent(r), { nextAttemptAt: Number(r.nextAttemptAt) }));
  }

  /** conversations of a connection with work left (resumed when a process takes the connection) */
  async pendingChats(connectionId: number): Promise<string[]> {
    const rows: Array<{ chatKey: string }> = await this.knex('inbox_events')
      .distinct('chatKey')
      .where({ connectionId, status: 'pending' });
    return rows.map((r) => r.chatKey);
  }

  markDone(id: number, attempts: number): Promise<number> {
    const now = new Date();
    return this.knex('inbox_events')
      .where({ id })
      .update({ status: 'done', attempts, lastError: null, processedAt: now, updatedAt: now });
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
