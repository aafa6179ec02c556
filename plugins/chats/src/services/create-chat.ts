import { randomUUID } from 'node:crypto';
import type { ChatFields } from '../chat-schemas.js';
import type { Caller, ChatDeps } from './chat-deps.js';
import { emitToMembers, saved } from './chat-events.js';
import { loadChat } from './find-chats.js';
import { membersOf } from './members.js';

/** POST /chats: the caller owns the chat and is its first member; each member hears `create`. */
export async function createChat(deps: ChatDeps, caller: Caller, { title, users }: ChatFields) {
  const chat = await deps.db.transaction(async (trx) => {
    const t = deps.db.tenant(caller.companyId, trx);
    const members = await membersOf(deps, caller.companyId, caller.id, users, trx);
    const now = new Date();
    const [id] = await t('chats').insert({
      uuid: randomUUID(),
      title,
      ownerId: caller.id,
      lastMessage: null,
      createdAt: now,
      updatedAt: now,
    });
    const chatId = Number(id);
    await t('chat_users').insert(
      members.map((userId) => ({ chatId, userId, unreads: 0, createdAt: now, updatedAt: now })),
    );
    return loadChat(deps, caller.companyId, chatId, trx);
  });
  emitToMembers(
    deps,
    caller.companyId,
    chat.users.map((u) => u.userId),
    saved('create', chat),
  );
  return chat;
}
