import { AppError, type AuthUser, tenant } from '@balcao/core';
import { Contact } from '@balcao/plugin-contacts';
import { Message } from '../message-model.js';
import { emitMessages } from './change-messages.js';
import { ticketForUser } from './ticket-access.js';
import type { TicketDeps } from './ticket-deps.js';

/**
 * Deletes one of our messages for everyone (spec §7 DELETE /messages/:id). Only outgoing messages, and only the
 * sender's own unless the caller is an admin (spec §6 "Delete message offered only for own messages"; a bot's
 * message has no sender, so only an admin removes it). WhatsApp must accept the revoke first; if it does not
 * (connection down, message not sent yet) the answer is ERR_DELETE_WAPP_MSG and nothing changes here.
 */
export async function deleteMessage(deps: TicketDeps, user: AuthUser, messageId: number): Promise<Message> {
  const companyId = user.companyId;
  const table = deps.db.tenant(companyId);
  const row = await table('messages')
    .where({ id: messageId })
    .first('id', 'ticketId', 'whatsappId', 'wid', 'fromMe', 'userId', 'isDeleted', 'participant');
  if (!row) throw new AppError('ERR_NO_MESSAGE_FOUND', 404);
  const ticket = await ticketForUser(deps, user, Number(row.ticketId));
  const admin = user.super || user.profile === 'admin';
  if (!row.fromMe || (!admin && Number(row.userId) !== user.id)) throw new AppError('ERR_NO_PERMISSION', 403);
  if (!row.isDeleted) {
    const contact = await tenant(companyId)(Contact).findById(ticket.contactId);
    const connectionId = Number(row.whatsappId ?? ticket.whatsappId);
    try {
      if (!contact || !connectionId) throw new Error('ticket without contact or connection');
      await deps.channels.deleteForEveryone(companyId, connectionId, {
        chatId: String(contact.number),
        waMessageId: String(row.wid),
        fromMe: true,
        ...(row.participant ? { participant: String(row.participant) } : {}),
      });
    } catch (err) {
      deps.log.warn({ err, messageId }, 'WhatsApp did not delete the message');
      throw new AppError('ERR_DELETE_WAPP_MSG');
    }
    await table('messages').where({ id: messageId }).update({ isDeleted: true, updatedAt: new Date() });
    await emitMessages(deps, companyId, [messageId]);
  }
  return (await tenant(companyId)(Message).withGraphFetched('[contact, quotedMsg]').findById(messageId))!;
}
