import { scoped, type InboxEvent, type StepAnswer } from '@balcao/core';
import { Message } from '../message-model.js';
import type { TicketDeps } from '../services/ticket-deps.js';

type UpdateEvent = Extract<InboxEvent, { kind: 'ack' | 'edit' | 'revoke' }>;

/** the columns an ack, an edit or a revoke changes, and the condition that keeps acks moving forward only */
function change(event: UpdateEvent): { set: Record<string, unknown>; guard?: [string, string, number] } {
  switch (event.kind) {
    case 'ack':
      return { set: { ack: event.payload.ack }, guard: ['ack', '<', event.payload.ack] };
    case 'edit':
      return { set: { body: event.payload.body, isEdited: true } };
    case 'revoke':
      return { set: { isDeleted: true } };
  }
}

/**
 * The `ticket` step for acks, edits and revokes: the message rows with that WhatsApp id in the company change
 * (an ack only upwards, so a late "delivered" never undoes "read"), and their tickets' audiences hear
 * `appMessage` update. An event about a message we never stored changes nothing.
 */
export async function applyMessageUpdate(deps: TicketDeps, event: UpdateEvent): Promise<StepAnswer> {
  const companyId = event.companyId;
  const { set, guard } = change(event);
  const table = deps.db.tenant(companyId);
  const q = table('messages').where({ wid: event.payload.waMessageId });
  if (guard) q.andWhere(...guard);
  const ids: number[] = (await q.clone().select('id')).map((r: { id: number }) => Number(r.id));
  if (!ids.length) return 'handled';
  await table('messages')
    .whereIn('id', ids)
    .update({ ...set, updatedAt: new Date() });
  await emitMessages(deps, companyId, ids);
  return 'handled';
}

/** appMessage update for each message, to its ticket's audience */
export async function emitMessages(deps: TicketDeps, companyId: number, ids: number[]): Promise<void> {
  const messages = await scoped(Message, companyId)
    .withGraphFetched('[contact, quotedMsg]')
    .whereIn('messages.id', ids);
  for (const message of messages) {
    const ticket = await deps.db
      .tenant(companyId)('tickets')
      .where({ id: message.ticketId })
      .first('id', 'companyId', 'queueId', 'userId', 'status');
    if (ticket) await deps.events.messageUpdated(ticket, message);
  }
}
