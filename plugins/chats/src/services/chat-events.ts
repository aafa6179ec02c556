import { companyEvent, rooms } from '@balcao/core';
import type { ChatDeps } from './chat-deps.js';
import type { ChatDeleteEvent, ChatRoomEvent, ChatUserEvent, ChatWire } from '../contracts.js';

/**
 * Spec §7's chat channels, heard only by the chat's members (each event goes to their own user rooms, which
 * every signed-in socket is in): nobody else in the company receives a title, a member list or a message.
 *
 * - `company-{id}-chat-user-{userId}`: `{ action: 'create' | 'update', chat, record }` (Whaticket's client reads
 *   `record`, the same object) and `{ action: 'new-message', chat, newMessage }`, to each member under their id;
 * - `company-{id}-chat-{chatId}`: `{ action: 'new-message', newMessage, chat }` and, after a read,
 *   `{ action: 'update', chat }`, to the members;
 * - `company-{id}-chat`: `{ action: 'delete', id }` to the members of a deleted chat, and to members taken out.
 */
export type { ChatDeleteEvent, ChatRoomEvent, ChatUserEvent } from '../contracts.js';

const memberRooms = (companyId: number, userIds: number[]) => userIds.map((u) => rooms.user(companyId, u));

/** `company-{id}-chat-user-{userId}` to each of `userIds`. */
export function emitToMembers(deps: ChatDeps, companyId: number, userIds: number[], event: ChatUserEvent) {
  for (const userId of new Set(userIds))
    deps.realtime.emitToUser(companyId, userId, `chat-user-${userId}`, event);
}

/** `company-{id}-chat-{chatId}` to the chat's members. */
export function emitToChat(deps: ChatDeps, chat: ChatWire, event: ChatRoomEvent) {
  const members = chat.users.map((u) => u.userId);
  if (!members.length) return;
  deps.realtime.emitToRoom(
    memberRooms(chat.companyId, members),
    companyEvent(chat.companyId, `chat-${chat.id}`),
    event,
  );
}

/** `company-{id}-chat` `{ action: 'delete', id }` to `userIds`: the chat is gone, or they are no longer in it. */
export function emitGone(deps: ChatDeps, companyId: number, chatId: number, userIds: number[]) {
  if (!userIds.length) return;
  const event: ChatDeleteEvent = { action: 'delete', id: chatId };
  deps.realtime.emitToRoom(memberRooms(companyId, userIds), companyEvent(companyId, 'chat'), event);
}

export const saved = (action: 'create' | 'update', chat: ChatWire): ChatUserEvent => ({
  action,
  chat,
  record: chat,
});
