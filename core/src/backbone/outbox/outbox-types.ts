import type { Knex } from 'knex';
import type { Ack } from '../../domain/messages/message-types.js';

/** queued -> sending -> sent -> delivered -> read; failed after the last retry (or a waiting send gave up). */
export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed';

/** One outbox row as callers see it. */
export interface OutboxMessage {
  id: number;
  companyId: number;
  connectionId: number;
  idempotencyKey: string | null;
  waMessageId: string;
  chatId: string | null;
  status: OutboxStatus;
  attempts: number;
  maxAttempts: number;
  nextAttemptAt: number;
  errorCode: string | null;
  lastError: string | null;
  sentAt: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What enqueue answers: the row, and whether this call queued it. */
export interface EnqueuedMessage extends OutboxMessage {
  /** false: an earlier call queued it under the same idempotency key, and this one queued nothing */
  created: boolean;
}

/** A row with what to send, as the sender reads it. */
export interface OutboxRow extends OutboxMessage {
  payload: string;
}

export interface EnqueueOptions {
  /** write the row in the caller's transaction: it is sent only if that commits */
  trx?: Knex.Transaction;
  /** the same key (per company) never makes a second row: the first one is returned */
  idempotencyKey?: string;
  /** tries before the row is failed with ERR_SENDING_WAPP_MSG; the kernel's OUTBOX_MAX_ATTEMPTS when absent */
  maxAttempts?: number;
}

/** Payload of the `outbox.status` hook, emitted by the process that made the change. */
export type OutboxStatusEvent = Pick<
  OutboxMessage,
  | 'id'
  | 'companyId'
  | 'connectionId'
  | 'idempotencyKey'
  | 'waMessageId'
  | 'chatId'
  | 'status'
  | 'attempts'
  | 'errorCode'
  | 'lastError'
>;

/** The outbox's kernel hooks. */
export interface OutboxHookEvents {
  'outbox.status': OutboxStatusEvent;
}

/** status an ack moves a row to: 1 sent, 2 delivered, 3 and above read */
export function statusOfAck(ack: Ack): OutboxStatus | undefined {
  if (ack === 1) return 'sent';
  if (ack === 2) return 'delivered';
  if (ack >= 3) return 'read';
  return undefined;
}

/** the statuses a row may be in for a move to `to` to apply: moves only go forward (failed may be revived by an ack) */
export function statusesBefore(to: OutboxStatus): OutboxStatus[] {
  const order: OutboxStatus[] = ['queued', 'sending', 'sent', 'delivered', 'read'];
  return ['failed', ...order.slice(0, order.indexOf(to))];
}
