import type { Caller, ChatDeps } from './chat-deps.js';
import { wireMessages } from './chat-wire.js';
import { CHAT_PAGE_SIZE, findMemberChat } from './find-chats.js';

/**
 * GET /chats/:id/messages (members only): `{ records, count, hasMore }` as Whaticket's FindMessages, page 1 the
 * newest 20, each page oldest first, so the screen prepends older pages above what it shows.
 */
export async function listMessagePage(deps: ChatDeps, caller: Caller, ref: string, pageNumber: number) {
  const chat = await findMemberChat(deps, caller, ref);
  const t = deps.db.tenant(caller.companyId);
  const chatId = Number(chat.id);
  const [{ count }] = (await t('chat_messages').where({ chatId }).count({ count: '*' })) as [
    { count: number | string },
  ];
  const rows = await t('chat_messages')
    .where({ chatId })
    // ids grow with time and, unlike a timestamp in seconds, never tie
    .orderBy('id', 'desc')
    .limit(CHAT_PAGE_SIZE)
    .offset((pageNumber - 1) * CHAT_PAGE_SIZE);
  const total = Number(count);
  return {
    records: await wireMessages(deps, caller.companyId, rows.reverse()),
    count: total,
    hasMore: total > pageNumber * CHAT_PAGE_SIZE,
  };
}
