import type { InboxEvent, StepAnswer } from '@balcao/core';
import { changeMessages, type MessageChange } from '../services/change-messages.js';
import type { TicketDeps } from '../services/ticket-deps.js';

type UpdateEvent = Extract<InboxEvent, { kind: 'ack' | 'edit' | 'revoke' }>;

/** the columns an ack, an edit or a revoke changes, and the condition that keeps acks moving forward only */
function change(event: UpdateEvent): Pick<MessageChange, 'set' | 'ackBelow'> {
  switch (event.kind) {
    case 'ack':
      return { set: { ack: event.payload.ack }, ackBelow: event.payload.ack };
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
  await changeMessages(deps, event.companyId, { wid: event.payload.waMessageId, ...change(event) });
  return 'handled';
}
