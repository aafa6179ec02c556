import { tenant, tenantStatement } from '@balcao/core';
import { cachedContactById } from '@balcao/plugin-contacts';
import { Message } from '../message-model.js';
import type { TicketAudienceFields } from '../realtime/ticket-audience.js';
import type { TicketDeps } from './ticket-deps.js';

/** Which of a company's messages a change of state (an ack, an edit, a revoke, a failure) applies to. */
export interface MessageChange {
  /** the WhatsApp id: one row per ticket it was stored in */
  wid: string;
  /** only our own (acks and failures of what we sent) */
  fromMe?: true;
  /** only the rows whose ack is still below this (an ack only moves upwards) */
  ackBelow?: number;
  set: Record<string, unknown>;
}

/** a message row with what decides its ticket's audience */
type ChangingRow = Record<string, unknown> & {
  id: number;
  ticketId: number;
  contactId: number | null;
  quotedMsgId: number | null;
  ticketQueueId: number | null;
  ticketUserId: number | null;
  ticketStatus: string;
};

/**
 * The rows a change applies to, with their tickets' audience fields, in one statement compiled once per shape (core's
 * tenantStatement): every ack of every message sent or received runs it.
 */
const changing = (fromMe: boolean, guarded: boolean) =>
  tenantStatement<{ wid: string; ackBelow?: number }, ChangingRow[]>((t, p) => {
    const read = t('messages')
      .join('tickets', 'tickets.id', 'messages.ticketId')
      .where('messages.wid', p.wid)
      .select(
        'messages.*',
        'tickets.queueId as ticketQueueId',
        'tickets.userId as ticketUserId',
        'tickets.status as ticketStatus',
      );
    if (fromMe) read.where('messages.fromMe', true);
    if (guarded) read.where('messages.ack', '<', p.ackBelow!);
    return read;
  });
const reads = [changing(false, false), changing(false, true), changing(true, false), changing(true, true)];

/** one row's change (the usual case: a WhatsApp id is stored in one ticket), compiled once per set of columns */
const updating = (guarded: boolean) =>
  tenantStatement(
    (t, { id, ackBelow, ...columns }: Record<string, unknown> & { id: number; ackBelow?: number }) => {
      const update = t('messages').where('id', id);
      if (guarded) update.where('ack', '<', ackBelow!);
      return update.update(columns);
    },
  );
const updates = [updating(false), updating(true)];

/**
 * The rows a change applies to as `[contact, quotedMsg]` reads them (the contact and the quoted message set, null
 * when none), and their tickets' audience fields.
 */
export async function readChanging(deps: TicketDeps, companyId: number, change: MessageChange) {
  const table = deps.db.tenant(companyId);
  const guarded = change.ackBelow !== undefined;
  const rows = await reads[(change.fromMe ? 2 : 0) + (guarded ? 1 : 0)]!.run(table, {
    wid: change.wid,
    ...(guarded ? { ackBelow: change.ackBelow } : {}),
  });
  const tickets = new Map<number, TicketAudienceFields>();
  const messages: Message[] = [];
  for (const { ticketQueueId, ticketUserId, ticketStatus, ...columns } of rows) {
    const message = Message.fromDatabaseJson(columns);
    const ticketId = Number(columns.ticketId);
    tickets.set(ticketId, {
      id: ticketId,
      companyId,
      queueId: ticketQueueId ?? null,
      userId: ticketUserId ?? null,
      status: ticketStatus,
    });
    message.contact =
      columns.contactId == null
        ? null
        : ((await cachedContactById(deps, companyId, columns.contactId)) ?? null);
    message.quotedMsg =
      columns.quotedMsgId == null
        ? null
        : ((await tenant(companyId)(Message).findById(columns.quotedMsgId)) ?? null);
    messages.push(message);
  }
  return { messages, tickets };
}

/** the change written to the rows read, still guarded: a concurrent change may have taken some */
export function updateChanging(
  deps: TicketDeps,
  companyId: number,
  ids: number[],
  change: MessageChange,
  updatedAt: Date,
) {
  const table = deps.db.tenant(companyId);
  const guarded = change.ackBelow !== undefined;
  const columns = { ...change.set, updatedAt };
  if (ids.length === 1)
    return updates[guarded ? 1 : 0]!.run(table, {
      id: ids[0]!,
      ...(guarded ? { ackBelow: change.ackBelow } : {}),
      ...columns,
    });
  const rows = table('messages').whereIn('id', ids);
  if (guarded) rows.andWhere('ack', '<', change.ackBelow!);
  return rows.update(columns);
}
