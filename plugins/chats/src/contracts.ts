/**
 * What the chats routes and channels answer and accept, typed once for the plugin and modules/chats. Dates are
 * ISO strings, as the JSON carries them. Types only: the file imports nothing.
 */

/** Someone a chat names (its owner, a member, a message's sender): null once that user is deleted. */
export interface ChatParty {
  id: number;
  name: string;
}

/** A member of a chat (Whaticket's ChatUser with its `user`), with their own unread count. */
export interface ChatMemberWire {
  id: number;
  chatId: number;
  userId: number;
  unreads: number;
  user: ChatParty | null;
  createdAt: string | null;
  updatedAt: string | null;
}

/**
 * GET /chats/:id, and what POST /chats, PUT /chats/:id and POST /chats/:id/read answer: spec §3 Chat, as
 * Whaticket's Chat with its `owner` and `users` includes.
 */
export interface ChatWire {
  id: number;
  uuid: string;
  title: string;
  ownerId: number | null;
  owner: ChatParty | null;
  lastMessage: string | null;
  companyId: number;
  users: ChatMemberWire[];
  createdAt: string;
  /** the latest activity: the list is ordered by it */
  updatedAt: string;
}

/** A message of GET /chats/:id/messages, and what POST /chats/:id/messages answers (spec §3 Chat message). */
export interface ChatMessageWire {
  id: number;
  chatId: number;
  senderId: number | null;
  sender: ChatParty | null;
  message: string;
  mediaPath: string | null;
  mediaName: string | null;
  createdAt: string;
  updatedAt: string | null;
}

/** GET /chats?pageNumber&searchParam&unread and GET /chats/:id/messages?pageNumber: a page of 20. */
export interface ChatPage<T> {
  records: T[];
  count: number;
  hasMore: boolean;
}

/**
 * POST /chats: the members besides the caller, as the user objects the dialog picked (only `id` is read; a bare
 * id or a member's `{ userId }` is accepted too). PUT /chats/:id takes the same, `users` being the whole list.
 */
export interface ChatInput {
  title: string;
  users: Array<{ id: number }>;
}

/**
 * `company-{id}-chat-user-{userId}`, to each member: `record` is `chat` again (Whaticket's client reads it).
 */
export type ChatUserEvent =
  | { action: 'create' | 'update'; chat: ChatWire; record: ChatWire }
  | { action: 'new-message'; chat: ChatWire; newMessage: ChatMessageWire };

/** `company-{id}-chat-{chatId}`, to the chat's members. */
export type ChatRoomEvent =
  | { action: 'new-message'; newMessage: ChatMessageWire; chat: ChatWire }
  | { action: 'update'; chat: ChatWire };

/** `company-{id}-chat`: the chat is gone, or the member hearing it was taken out. */
export type ChatDeleteEvent = { action: 'delete'; id: number };
