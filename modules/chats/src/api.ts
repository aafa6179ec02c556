import { api } from '@balcao/kit';
import type { UserOption } from '@balcao/core/contracts';
import type { ChatInput, ChatMessageWire, ChatPage, ChatWire } from '@balcao/plugin-chats/contracts';

export type {
  ChatDeleteEvent,
  ChatMessageWire as ChatMessage,
  ChatUserEvent,
  ChatWire as Chat,
} from '@balcao/plugin-chats/contracts';

/** GET /users/list (core) */
export type { UserOption } from '@balcao/core/contracts';

/** Spec §7 /chats. Spec §8: the screen swallows a chat request's error, so callers catch and stay quiet. */
export const fetchChats = (pageNumber: number, opts: { unread?: boolean } = {}) =>
  api.get<ChatPage<ChatWire>>('/chats', { pageNumber, unread: opts.unread ? 'true' : undefined });
export const findChat = (ref: string | number) => api.get<ChatWire>(`/chats/${ref}`);
export const createChat = (data: ChatInput) => api.post<ChatWire>('/chats', data);
export const updateChat = (id: number, data: ChatInput) => api.put<ChatWire>(`/chats/${id}`, data);
export const deleteChat = (id: number) => api.delete(`/chats/${id}`);
export const markRead = (id: number, userId: number) => api.post<ChatWire>(`/chats/${id}/read`, { userId });
export const fetchMessages = (id: number, pageNumber: number) =>
  api.get<ChatPage<ChatMessageWire>>(`/chats/${id}/messages`, { pageNumber });
export const sendMessage = (id: number, message: string) =>
  api.post<ChatMessageWire>(`/chats/${id}/messages`, { message });
export const listUsers = () => api.get<UserOption[]>('/users/list');

/** The latest activity first (the list and the popover); a tie, the newer chat first. */
export const byLatest = (a: ChatWire, b: ChatWire) =>
  a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.id - a.id;

/** The caller's unread count in a chat. */
export const unreadsOf = (chat: ChatWire, userId: number | undefined) =>
  chat.users.find((u) => u.userId === userId)?.unreads ?? 0;

/** Spec §8: chat request errors are silently swallowed; `quiet(promise)` resolves undefined on failure. */
export const quiet = <T>(promise: Promise<T>): Promise<T | undefined> => promise.catch(() => undefined);

/** A chat route's page as a list's; a page that failed ends the list quietly. */
export async function quietPage<T>(request: Promise<ChatPage<T>>) {
  const res = await quiet(request);
  return { items: res?.records ?? [], hasMore: res?.hasMore ?? false };
}
