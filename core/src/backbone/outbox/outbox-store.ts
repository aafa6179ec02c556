import type { Knex } from 'knex';
import { isMysql } from '../../db/knex.js';
import { newWaMessageId } from '../../channels/index.js';
import { statusesBefore, type OutboxMessage, type OutboxRow, type OutboxStatus } from './outbox-types.js';

const TABLE = 'outboxMessages';

/** A row as read back: both engines hand numbers and epoch columns over as numbers. */
function toMessage(r: Record<string, unknown>): OutboxMessage {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const { payload: _bytes, claimedBy: _run, ...rest } = r;
  return {
    ...(rest as unknown as OutboxMessage),
    id: Number(r.id),
    companyId: Number(r.companyId),
    connectionId: Number(r.connectionId),
    attempts: Number(r.attempts),
    maxAttempts: Number(r.maxAttempts),
    nextAttemptAt: Number(r.nextAttemptAt),
    sentAt: num(r.sentAt),
    createdAt: new Date(r.createdAt as string),
    updatedAt: new Date(r.updatedAt as string),
  };
}

/**
 * The `outbox_messages` table. Every change of status is one conditional UPDATE, atomic on both engines:
 * a row is claimed only from `queued`, and moves only forward, so two processes never send one row and a
 * late ack never moves a row back.
 */
export class OutboxStore {
  constructor(private readonly knex: Knex) {}

  /** writes the row, or returns the one already written under the same idempotency key */
  async insert(
    db: Knex | Knex.Transaction,
    row: {
      companyId: number;
      connectionId: number;
      idempotencyKey?: string;
      payload: string;
      maxAttempts: number;
    },
  ): Promise<{ message: OutboxMessage; created: boolean }> {
    const key = row.idempotencyKey ?? null;
    const now = new Date();
    const values = {
      companyId: row.companyId,
      connectionId: row.connectionId,
      idempotencyKey: key,
      waMessageId: newWaMessageId(),
      payload: row.payload,
      status: 'queued',
      attempts: 0,
      maxAttempts: row.maxAttempts,
      nextAttemptAt: 0,
      createdAt: now,
      updatedAt: now,
    };
    // a new row is answered as written: read back, the owner may already have claimed it (status 'sending')
    const written = (id: number) =>
      toMessage({ ...values, id, chatId: null, sentAt: null, errorCode: null, lastError: null });
    if (key === null) {
      const [id] = await db(TABLE).insert(values);
      return { message: written(Number(id)), created: true };
    }
    // an earlier or a concurrent enqueue with the same key holds the unique index: then its row is the answer
    const id = await this.insertUnlessKeyed(db, values);
    if (id !== undefined) return { message: written(id), created: true };
    return { message: (await this.byKey(db, row.companyId, key, true))!, created: false };
  }

  /** the new row's id, or undefined when a row with the same idempotency key was there (nothing written) */
  private async insertUnlessKeyed(db: Knex | Knex.Transaction, values: object): Promise<number | undefined> {
    const insert = db(TABLE).insert(values).onConflict(['companyId', 'idempotencyKey']).ignore();
    // MariaDB answers an ignored insert with id 0; SQLite would repeat the connection's last id, so it returns
    if (this.isMysql) return Number((await insert)[0]) || undefined;
    const [written] = (await insert.returning('id')) as Array<{ id: number }>;
    return written ? Number(written.id) : undefined;
  }

  async get(id: number, db: Knex | Knex.Transaction = this.knex): Promise<OutboxMessage | undefined> {
    const r = await db(TABLE).where({ id }).first();
    return r ? toMessage(r) : undefined;
  }

  private async byKey(db: Knex | Knex.Transaction, companyId: number, key: string, latest = false) {
    const q = db(TABLE).where({ companyId, idempotencyKey: key }).first();
    // a locking read sees a row another transaction committed after ours began (MariaDB's snapshot would not)
    if (latest && this.isMysql) q.forShare();
    const r = await q;
    return r ? toMessage(r) : undefined;
  }

  private get isMysql(): boolean {
    return isMysql(this.knex);
  }

  /** connection ids among `connectionIds` with a row due now */
  async connectionsWithDue(connectionIds: number[], now = Date.now()): Promise<number[]> {
    if (connectionIds.length === 0) return [];
    const rows = await this.knex(TABLE)
      .whereIn('connectionId', connectionIds)
      .where('status', 'queued')
      .where('nextAttemptAt', '<=', now)
      .distinct('connectionId');
    return rows.map((r: { connectionId: number }) => Number(r.connectionId));
  }

  /** the next rows due on one connection, oldest first */
  async due(connectionId: number, limit: number, now = Date.now()): Promise<OutboxRow[]> {
    const rows = await this.knex(TABLE)
      .where({ connectionId, status: 'queued' })
      .where('nextAttemptAt', '<=', now)
      .orderBy('id')
      .limit(limit);
    return rows.map((r: Record<string, unknown>) => ({ ...toMessage(r), payload: String(r.payload) }));
  }

  /** the earliest retry still waiting on one connection */
  async nextRetryAt(connectionId: number): Promise<number | undefined> {
    const r = await this.knex(TABLE)
      .where({ connectionId, status: 'queued' })
      .min('nextAttemptAt as at')
      .first();
    return r?.at === null || r?.at === undefined ? undefined : Number(r.at);
  }

  /** true when this process run now owns the send of row `id` (it was queued) */
  async claim(id: number, claimedBy: string): Promise<boolean> {
    const changed = await this.knex(TABLE)
      .where({ id, status: 'queued' })
      .update({
        status: 'sending',
        claimedBy,
        attempts: this.knex.raw('?? + 1', ['attempts']),
        updatedAt: new Date(),
      });
    return Number(changed) === 1;
  }

  /** claims the queued ones among `ids` for this process run (one UPDATE); answers the ids it owns now */
  async claimMany(ids: number[], claimedBy: string): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const changed = await this.knex(TABLE)
      .whereIn('id', ids)
      .where('status', 'queued')
      .update({
        status: 'sending',
        claimedBy,
        attempts: this.knex.raw('?? + 1', ['attempts']),
        updatedAt: new Date(),
      });
    if (Number(changed) === ids.length) return new Set(ids);
    // another process run took some: ask which are ours (no row of `ids` was ours before, they were queued)
    const mine: Array<{ id: number }> = await this.knex(TABLE)
      .whereIn('id', ids)
      .where({ status: 'sending', claimedBy })
      .select('id');
    return new Set(mine.map((r) => Number(r.id)));
  }

  /** claimed rows this run did not try after all (the connection dropped): queued again, the try not counted */
  async release(ids: number[], claimedBy: string): Promise<void> {
    if (ids.length === 0) return;
    await this.requeueUntried(ids, claimedBy, {});
  }

  /** the rows of `ids` still sending under `claimedBy` queued again with `changes`, their try not counted */
  private requeueUntried(ids: number[], claimedBy: string, changes: { nextAttemptAt?: number }) {
    return this.knex(TABLE)
      .whereIn('id', ids)
      .where({ status: 'sending', claimedBy })
      .update({
        status: 'queued',
        claimedBy: null,
        ...changes,
        attempts: this.knex.raw('?? - 1', ['attempts']),
        updatedAt: new Date(),
      });
  }

  /**
   * Several sends the provider took, in one UPDATE; answers the ids this moved to sent. A row an ack already
   * moved (to sent or further) only gets its chat id and send time, and is not in the answer.
   */
  async markSentMany(sent: Array<{ id: number; chatId: string; sentAt: number }>): Promise<Set<number>> {
    if (sent.length === 0) return new Set();
    const ids = sent.map((s) => s.id);
    const pick = (col: 'chatId' | 'sentAt') =>
      this.knex.raw(`case ?? ${sent.map(() => 'when ? then ?').join(' ')} end`, [
        'id',
        ...sent.flatMap((s) => [s.id, s[col]]),
      ]);
    const changed = await this.knex(TABLE)
      .whereIn('id', ids)
      .where('status', 'sending')
      .update({
        status: 'sent',
        chatId: pick('chatId'),
        sentAt: pick('sentAt'),
        claimedBy: null,
        updatedAt: new Date(),
      });
    if (Number(changed) === sent.length) return new Set(ids);
    // some were no longer sending: the ones this moved carry a send time now, the others get theirs one by one
    const rows: Array<{ id: number; sentAt: unknown }> = await this.knex(TABLE)
      .whereIn('id', ids)
      .select('id', 'sentAt');
    const moved = new Set(rows.filter((r) => r.sentAt !== null).map((r) => Number(r.id)));
    for (const s of sent)
      if (!moved.has(s.id) && (await this.markSent(s.id, s.chatId, s.sentAt))) moved.add(s.id);
    return moved;
  }

  /** the provider took it; true when this moved it to sent (an ack may have moved it further already) */
  async markSent(id: number, chatId: string, sentAt: number): Promise<boolean> {
    await this.knex(TABLE).where({ id }).update({ chatId, sentAt, claimedBy: null, updatedAt: new Date() });
    return this.move(this.knex(TABLE).where({ id }), 'sent');
  }

  /** a failed try: back to queued for `at`, or failed for good */
  async markFailed(
    id: number,
    claimedBy: string,
    error: string,
    retryAt: number | undefined,
    errorCode = 'ERR_SENDING_WAPP_MSG',
  ): Promise<boolean> {
    // only while still ours: a new owner may have requeued and claimed it since
    const changed = await this.knex(TABLE)
      .where({ id, status: 'sending', claimedBy })
      .update({
        status: retryAt === undefined ? 'failed' : 'queued',
        nextAttemptAt: retryAt ?? 0,
        errorCode: retryAt === undefined ? errorCode : null,
        lastError: error.slice(0, 500),
        claimedBy: null,
        updatedAt: new Date(),
      });
    return Number(changed) === 1;
  }

  /**
   * Claimed rows the provider asked to send later (`ChannelError.retryAfterMs`): queued again for `at`, the try
   * not counted. Only while still ours.
   */
  async defer(ids: number[], claimedBy: string, at: number): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const ours: Array<{ id: number }> = await this.knex(TABLE)
      .whereIn('id', ids)
      .where({ status: 'sending', claimedBy })
      .select('id');
    await this.requeueUntried(ids, claimedBy, { nextAttemptAt: at });
    return new Set(ours.map((r) => Number(r.id)));
  }

  /** the company's rows with these idempotency keys (by the unique (company_id, idempotency_key)) */
  async byKeys(companyId: number, keys: string[]): Promise<OutboxMessage[]> {
    if (!keys.length) return [];
    const rows = await this.knex(TABLE).where({ companyId }).whereIn('idempotencyKey', keys);
    return rows.map(toMessage);
  }

  /** whether any message of the company ever left this connection for one of these chat ids */
  async everSent(companyId: number, connectionId: number, chatIds: string[]): Promise<boolean> {
    const row = await this.knex(TABLE)
      .where({ companyId, connectionId })
      .whereIn('chatId', chatIds)
      .whereIn('status', ['sent', 'delivered', 'read'])
      .first('id');
    return row !== undefined;
  }

  /** a waiting sender gave up: fails the row only if nobody has started sending it */
  async cancelQueued(id: number, reason: string): Promise<boolean> {
    const changed = await this.knex(TABLE).where({ id, status: 'queued' }).update({
      status: 'failed',
      errorCode: 'ERR_SENDING_WAPP_MSG',
      lastError: reason,
      updatedAt: new Date(),
    });
    return Number(changed) === 1;
  }

  /** an ack for one of our ids; the row when it moved */
  async applyAck(
    connectionId: number,
    waMessageId: string,
    to: OutboxStatus,
  ): Promise<OutboxMessage | undefined> {
    const where = () => this.knex(TABLE).where({ connectionId, waMessageId });
    if (!(await this.move(where(), to, { errorCode: null }))) return undefined;
    const r = await where().first();
    return r ? toMessage(r) : undefined;
  }

  /**
   * A send the network took, then refused in its receipt (ack 0): failed with `errorCode`, unless it was delivered
   * or read already. The row as it is now, or undefined when nothing changed.
   */
  async refuse(
    connectionId: number,
    waMessageId: string,
    errorCode: string,
    error: string,
  ): Promise<OutboxRow | undefined> {
    const where = () => this.knex(TABLE).where({ connectionId, waMessageId });
    const changed = await where()
      .whereIn('status', ['sending', 'sent'])
      .update({
        status: 'failed',
        errorCode,
        lastError: error.slice(0, 500),
        claimedBy: null,
        updatedAt: new Date(),
      });
    if (Number(changed) !== 1) return undefined;
    const r = await where().first();
    return r ? { ...toMessage(r), payload: String(r.payload) } : undefined;
  }

  /** rows another process run left in `sending` (it died or lost the lease): queued again, same id */
  async requeueAbandoned(connectionId: number, claimedBy: string): Promise<number> {
    const changed = await this.knex(TABLE)
      .where({ connectionId, status: 'sending' })
      .andWhere((q) => q.whereNull('claimedBy').orWhereNot('claimedBy', claimedBy))
      .update({ status: 'queued', claimedBy: null, nextAttemptAt: 0, updatedAt: new Date() });
    return Number(changed);
  }

  private async move(q: Knex.QueryBuilder, to: OutboxStatus, extra: Record<string, unknown> = {}) {
    const changed = await q
      .whereIn('status', statusesBefore(to))
      .update({ status: to, ...extra, updatedAt: new Date() });
    return Number(changed) === 1;
  }
}
