import type { ChatChanges } from '../chat-schemas.js';
import type { Caller, ChatDeps } from './chat-deps.js';
import { emitGone, emitToMembers, saved } from './chat-events.js';
import { findOwnChat, loadChat } from './find-chats.js';
import { memberIds, membersOf } from './members.js';

/**
 * PUT /chats/:id (owner only): a new title and/or the whole member list. Members kept keep their unread
 * count; new ones hear `create`, kept ones `update`, and those taken out `company-{id}-chat` `delete`.
 */
export async function updateChat(deps: ChatDeps, caller: Caller, ref: string, changes: ChatChanges) {
  const { chat, before } = await deps.db.transaction(async (trx) => {
    const t = deps.db.tenant(caller.companyId, trx);
    const row = await findOwnChat(deps, caller, ref, trx);
    const chatId = Number(row.id);
    const current = await memberIds(deps, caller.companyId, chatId, trx);
    const now = new Date();
    if (changes.users) {
      const wanted = await membersOf(deps, caller.companyId, caller.id, changes.users, trx);
      const gone = current.filter((u) => !wanted.includes(u));
      const added = wanted.filter((u) => !current.includes(u));
      if (gone.length) await t('chat_users').where({ chatId }).whereIn('userId', gone).delete();
      if (added.length)
        await t('chat_users').insert(
          added.map((userId) => ({ chatId, userId, unreads: 0, createdAt: now, updatedAt: now })),
        );
    }
    await t('chats')
      .where({ id: chatId })
      .update({ ...(changes.title !== undefined ? { title: changes.title } : {}), updatedAt: now });
    return { chat: await loadChat(deps, caller.companyId, chatId, trx), before: current };
  });
  const now = chat.users.map((u) => u.userId);
  emitToMembers(
    deps,
    caller.companyId,
    now.filter((u) => before.includes(u)),
    saved('update', chat),
  );
  emitToMembers(
    deps,
    caller.companyId,
    now.filter((u) => !before.includes(u)),
    saved('create', chat),
  );
  emitGone(
    deps,
    caller.companyId,
    chat.id,
    before.filter((u) => !now.includes(u)),
  );
  return chat;
}
