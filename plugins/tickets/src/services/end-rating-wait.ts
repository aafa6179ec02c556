import { tenant } from '@balcao/core';
import { findOrCreateTicket } from '../inbound/find-or-create-ticket.js';
import { Message } from '../message-model.js';
import type { Ticket } from '../ticket-model.js';
import { closeTicket } from './close-ticket.js';
import { loadTicket } from './load-tickets.js';
import type { TicketDeps } from './ticket-deps.js';
import { messagePreview } from '../message-preview.js';

/**
 * A message that does not answer the rating question ends the wait instead of being asked again: the rated
 * ticket closes without a rate (as closing does: the completion message, the tracking row finished) and the
 * message moves to a new pending ticket, which the rest of the pipeline greets as a first message. One
 * transaction, so a replay either finds the old ticket still waiting (and does it all) or the message already
 * on the new one.
 */
export async function endRatingWait(
  deps: TicketDeps,
  companyId: number,
  waiting: Ticket,
  messageId: number,
  idempotencyKey: string,
): Promise<{ ticket: Ticket; message: Message }> {
  const ticketId = await deps.db.transaction(async (trx) => {
    const table = deps.db.tenant(companyId, trx);
    await closeTicket(deps, companyId, waiting.id, { idempotencyKey }, trx);
    const { ticket } = await findOrCreateTicket(table, companyId, {
      contactId: waiting.contactId,
      whatsappId: Number(waiting.whatsappId),
      isGroup: false,
    });
    if (!ticket) throw new Error('no ticket for the message after the rating wait');
    const message = await table('messages').where({ id: messageId }).first('body', 'mediaName');
    const preview = messagePreview(message?.body, message?.mediaName);
    await table('messages').where({ id: messageId, ticketId: waiting.id }).update({ ticketId: ticket.id });
    await table('tickets')
      .where({ id: ticket.id })
      .update({
        lastMessage: preview,
        lastContactMessage: preview,
        unreadMessages: trx.raw('unread_messages + 1'),
        updatedAt: new Date(),
      });
    // the closed ticket shows its own last message again, not the one that left it
    const before = await table('messages')
      .where({ ticketId: waiting.id })
      .orderBy('id', 'desc')
      .first('body', 'mediaName');
    await table('tickets')
      .where({ id: waiting.id })
      .update({ lastMessage: messagePreview(before?.body, before?.mediaName), unreadMessages: 0 });
    const tracked = await table('ticketTraking').where({ ticketId: ticket.id }).first('id');
    if (!tracked)
      await table('ticketTraking').insert({
        companyId,
        ticketId: ticket.id,
        whatsappId: ticket.whatsappId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    return ticket.id;
  });
  const ticket = await loadTicket(deps.enrichers, companyId, ticketId);
  const message = await tenant(companyId)(Message)
    .withGraphFetched('[contact, quotedMsg]')
    .findById(messageId);
  if (!message) throw new Error('the moved message vanished');
  await deps.events.messageCreated(ticket, message);
  return { ticket, message };
}
