import { createEvent, createStore } from 'effector';
import { $user, companyEvent, menuBadgeSet, onRealtime } from '@balcao/kit';
import {
  byLatest,
  fetchChats,
  markRead,
  quiet,
  unreadsOf,
  type Chat,
  type ChatDeleteEvent,
  type ChatMessage,
  type ChatUserEvent,
} from './api';

/** A chat of mine changed (created, renamed, members, read, a new message): its latest state. */
export const chatSaved = createEvent<Chat>();
/** A message arrived in one of my chats (mine included: the sender's other tabs show it too). */
export const messageArrived = createEvent<{ chat: Chat; newMessage: ChatMessage }>();
/** A chat is gone for me: deleted, or I was taken out of it. */
export const chatRemoved = createEvent<number>();
/** The screen shows this chat (null: none), so its new messages are read as they arrive. */
export const chatShown = createEvent<number | null>();
const unreadLoaded = createEvent<Chat[]>();

const $shownChat = createStore<number | null>(null).on(chatShown, (_, id) => id);

const me = () => $user.getState()?.id;

/** The chats I have unread messages in, the latest first: the top-bar popover and the side-menu dot. */
export const $unreadChats = createStore<Chat[]>([])
  .on(unreadLoaded, (_, chats) => chats.filter((c) => unreadsOf(c, me()) > 0).sort(byLatest))
  .on(chatSaved, (list, chat) => {
    const others = list.filter((c) => c.id !== chat.id);
    return unreadsOf(chat, me()) > 0 ? [chat, ...others].sort(byLatest) : others;
  })
  .on(chatRemoved, (list, id) => list.filter((c) => c.id !== id))
  // opening a chat resets it at once; the server's own update follows
  .on(chatShown, (list, id) => (id === null ? list : list.filter((c) => c.id !== id)));

/** Unread messages over every chat: the number on the top-bar icon. */
export const $unreadCount = $unreadChats.map((list) => list.reduce((n, c) => n + unreadsOf(c, me()), 0));

// spec §2: the Chat Interno item shows a dot while any chat is unread
$unreadChats.watch((list) => menuBadgeSet({ path: '/chats', badge: list.length ? '•' : null }));

// a message in the chat on screen is read as it arrives (the tab must be visible: a hidden one leaves it unread),
// and must not light the dot while it is being read
messageArrived.watch(({ chat }) => {
  const userId = me();
  const reading = $shownChat.getState() === chat.id && document.visibilityState === 'visible';
  if (!reading) {
    chatSaved(chat);
    return;
  }
  if (userId) void quiet(markRead(chat.id, userId));
  chatSaved({ ...chat, users: chat.users.map((u) => (u.userId === userId ? { ...u, unreads: 0 } : u)) });
});

/** Up to 5 pages of chats with unread messages (100 chats): plenty for a dot and a popover. */
async function loadUnread() {
  const found: Chat[] = [];
  for (let page = 1; page <= 5; page++) {
    const res = await quiet(fetchChats(page, { unread: true }));
    if (!res) break;
    found.push(...res.records);
    if (!res.hasMore) break;
  }
  unreadLoaded(found);
}

/**
 * Runs when the remote loads (the shell warms every remote after login), so the dot works on every screen.
 * Each sign-in (re)subscribes to its own user's channels.
 */
let followed: number | undefined;
let unsubscribe: (() => void) | undefined;
$user.watch((user) => {
  if (user?.id === followed) return;
  followed = user?.id;
  unsubscribe?.();
  unsubscribe = undefined;
  unreadLoaded([]);
  if (!followed) return;
  const offs = [
    onRealtime<ChatUserEvent>(companyEvent(`chat-user-${followed}`), (e) => {
      if (e.action === 'new-message') messageArrived({ chat: e.chat, newMessage: e.newMessage });
      else chatSaved(e.chat);
    }),
    onRealtime<ChatDeleteEvent>(companyEvent('chat'), (e) => {
      if (e.action === 'delete') chatRemoved(Number(e.id));
    }),
  ];
  unsubscribe = () => offs.forEach((off) => off());
  void loadUnread();
});
