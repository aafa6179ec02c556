import type { Caller, ChatDeps } from './chat-deps.js';
import { emitToChat, emitToMembers } from './chat-events.js';
import { wireMessages } from './chat-wire.js';
import { findMemberChat, loadChat } from './find-chats.js';

/**
 * POST /chats/:id/messages (members only): stores the message, makes it the chat's lastMessage, adds one to
 * every other member's unread count (in SQL, so two messages at once both count) and clears the sender's.
 * Each member hears `new-message` on their chat-user channel and on the chat's.
 */
export async function sendMessage(deps: ChatDeps, caller: Caller, ref: string, message: string) {
  const { chat, newMessage } = await deps.db.transaction(async (trx) => {
    const t = deps.db.tenant(caller.companyId, trx);
    const row = await findMemberChat(deps, caller, ref, trx);
    const chatId = Number(row.id);
    const now = new Date();
    const [id] = await t('chat_messages').insert({
      chatId,
      senderId: caller.id,
      message,
      createdAt: now,
      updatedAt: now,
    });
    await t('chats').where({ id: chatId }).update({ lastMessage: message, updatedAt: now });
    await t('chat_users')
      .where({ chatId })
      .whereNot({ userId: caller.id })
      .update({ unreads: trx.raw('unreads + 1'), updatedAt: now });
    await t('chat_users').where({ chatId, userId: caller.id }).update({ unreads: 0, updatedAt: now });
    const stored = await t('chat_messages').where({ id: Number(id) });
    const [newMessage] = await wireMessages(deps, caller.companyId, stored, trx);
    return { chat: await loadChat(deps, caller.companyId, chatId, trx), newMessage: newMessage! };
  });
  emitToMembers(
    deps,
    caller.companyId,
    chat.users.map((u) => u.userId),
    { action: 'new-message', chat, newMessage },
  );
  emitToChat(deps, chat, { action: 'new-message', newMessage, chat });
  return newMessage;
}
