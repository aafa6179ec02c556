import { pageOf } from '@balcao/core';
import type { ChatMessageWire, ChatPage } from '../contracts.js';
import type { Caller, ChatDeps } from './chat-deps.js';
import { wireMessages } from './chat-wire.js';
import { CHAT_PAGE_SIZE, findMemberChat } from './find-chats.js';

/**
 * GET /chats/:id/messages (members only): `{ records, count, hasMore }` as Whaticket's FindMessages, page 1 the
 * newest 20, each page oldest first, so the screen prepends older pages above what it shows.
 */
export async function listMessagePage(
  deps: ChatDeps,
  caller: Caller,
  ref: string,
  pageNumber: number,
): Promise<ChatPage<ChatMessageWire>> {
  const chat = await findMemberChat(deps, caller, ref);
  const t = deps.db.tenant(caller.companyId);
  const chatId = Number(chat.id);
  const { rows, count, hasMore } = await pageOf(
    () => t('chat_messages').where({ chatId }),
    pageNumber,
    CHAT_PAGE_SIZE,
    // ids grow with time and, unlike a timestamp in seconds, never tie
    (q) => q.orderBy('id', 'desc'),
  );
  return { records: await wireMessages(deps, caller.companyId, rows.reverse()), count, hasMore };
}
