import type { Caller, ChatDeps } from './chat-deps.js';
import { emitGone } from './chat-events.js';
import { findOwnChat } from './find-chats.js';
import { memberIds } from './members.js';

/** DELETE /chats/:id (owner only): the chat, its members and messages go; its members hear `delete`. */
export async function deleteChat(deps: ChatDeps, caller: Caller, ref: string) {
  const { chatId, members } = await deps.db.transaction(async (trx) => {
    const t = deps.db.tenant(caller.companyId, trx);
    const row = await findOwnChat(deps, caller, ref, trx);
    const chatId = Number(row.id);
    const members = await memberIds(deps, caller.companyId, chatId, trx);
    // children first: the foreign keys cascade too, but this does not depend on them being on
    await t('chat_messages').where({ chatId }).delete();
    await t('chat_users').where({ chatId }).delete();
    await t('chats').where({ id: chatId }).delete();
    return { chatId, members };
  });
  emitGone(deps, caller.companyId, chatId, members);
}
