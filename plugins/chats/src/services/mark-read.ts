import type { Caller, ChatDeps } from './chat-deps.js';
import { emitToChat, emitToMembers, saved } from './chat-events.js';
import { findMemberChat, loadChat } from './find-chats.js';

/**
 * POST /chats/:id/read: the caller's unread count in the chat goes back to 0 (whatever `userId` the body names:
 * nobody resets another member's). The caller's other tabs hear `update` on their chat-user channel (the menu
 * dot clears everywhere), the members `update` on the chat's channel, as Whaticket's checkAsRead.
 */
export async function markRead(deps: ChatDeps, caller: Caller, ref: string) {
  const row = await findMemberChat(deps, caller, ref);
  const chatId = Number(row.id);
  await deps.db
    .tenant(caller.companyId)('chat_users')
    .where({ chatId, userId: caller.id })
    .update({ unreads: 0, updatedAt: new Date() });
  const chat = await loadChat(deps, caller.companyId, chatId);
  emitToMembers(deps, caller.companyId, [caller.id], saved('update', chat));
  emitToChat(deps, chat, { action: 'update', chat });
  return chat;
}
