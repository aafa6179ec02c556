import { api } from '@balcao/kit';

export interface ChatMember {
  id: number;
  chatId: number;
  userId: number;
  unreads: number;
  user: { id: number; name: string } | null;
}
export interface Chat {
  id: number;
  uuid: string;
  title: string;
  ownerId: number | null;
  owner: { id: number; name: string } | null;
  lastMessage: string | null;
  users: ChatMember[];
  updatedAt: string;
}
export interface ChatMessage {
  id: number;
  chatId: number;
  senderId: number | null;
  sender: { id: number; name: string } | null;
  message: string;
  createdAt: string;
}
export interface ChatPage<T> {
  records: T[];
  count: number;
  hasMore: boolean;
}
export interface UserOption {
  id: number;
  name: string;
}
export interface ChatInput {
  title: string;
  users: UserOption[];
}

/** Spec §7 /chats. Spec §8: the screen swallows a chat request's error, so callers catch and stay quiet. */
export const fetchChats = (pageNumber: number, opts: { unread?: boolean } = {}) =>
  api.get<ChatPage<Chat>>('/chats', { pageNumber, unread: opts.unread ? 'true' : undefined });
export const findChat = (ref: string | number) => api.get<Chat>(`/chats/${ref}`);
export const createChat = (data: ChatInput) => api.post<Chat>('/chats', data);
export const updateChat = (id: number, data: ChatInput) => api.put<Chat>(`/chats/${id}`, data);
export const deleteChat = (id: number) => api.delete(`/chats/${id}`);
export const markRead = (id: number, userId: number) => api.post<Chat>(`/chats/${id}/read`, { userId });
export const fetchMessages = (id: number, pageNumber: number) =>
  api.get<ChatPage<ChatMessage>>(`/chats/${id}/messages`, { pageNumber });
export const sendMessage = (id: number, message: string) =>
  api.post<ChatMessage>(`/chats/${id}/messages`, { message });
export const listUsers = () => api.get<UserOption[]>('/users/list');

/** The latest activity first (the list and the popover); a tie, the newer chat first. */
export const byLatest = (a: Chat, b: Chat) =>
  a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.id - a.id;

/** The caller's unread count in a chat. */
export const unreadsOf = (chat: Chat, userId: number | undefined) =>
  chat.users.find((u) => u.userId === userId)?.unreads ?? 0;

/** Spec §8: chat request errors are silently swallowed; `quiet(promise)` resolves undefined on failure. */
export const quiet = <T>(promise: Promise<T>): Promise<T | undefined> => promise.catch(() => undefined);
