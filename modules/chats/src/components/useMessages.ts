import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchMessages, quiet, type ChatMessage, type ChatPage } from '../api';
import { messageArrived } from '../model';

const NONE: ChatMessage[] = [];

/**
 * The open chat's messages: the newest page first, older pages prepended by `loadOlder` (the panel calls it when
 * scrolled within 600 px of the top), new ones appended as they arrive, once each whatever way they come.
 */
export function useMessages(chatId: number | null) {
  // kept with the chat they belong to: another chat's list is never shown, with no reset to schedule
  const [held, setHeld] = useState<{ chatId: number | null; list: ChatMessage[] }>({ chatId, list: [] });
  const messages = held.chatId === chatId ? held.list : NONE;
  // the first page is loading until this chat's list is held; an older page says so itself
  const [olderLoading, setOlderLoading] = useState(false);
  const loading = chatId !== null && (held.chatId !== chatId || olderLoading);
  const paging = useRef({ chatId: null as number | null, page: 0, hasMore: false, loading: false });

  const add = useCallback((id: number, incoming: ChatMessage[], where: 'before' | 'after') => {
    setHeld((current) => {
      const list = current.chatId === id ? current.list : [];
      const known = new Set(list.map((m) => m.id));
      const fresh = incoming.filter((m) => !known.has(m.id));
      return { chatId: id, list: where === 'before' ? [...fresh, ...list] : [...list, ...fresh] };
    });
  }, []);

  /** What a page request answered (undefined: it failed, swallowed as spec §8 says) for chat `id`. */
  const received = useCallback(
    (id: number, page: number, res: ChatPage<ChatMessage> | undefined) => {
      const state = paging.current;
      // the chat changed while the page was on its way: it is not this chat's any more
      if (state.chatId !== id) return;
      state.loading = false;
      setOlderLoading(false);
      if (res) {
        state.page = page;
        state.hasMore = res.hasMore;
      }
      add(id, res?.records ?? [], 'before');
    },
    [add],
  );
  const request = useCallback(
    (id: number, page: number) => {
      paging.current.loading = true;
      return quiet(fetchMessages(id, page)).then((res) => received(id, page, res));
    },
    [received],
  );

  useEffect(() => {
    paging.current = { chatId, page: 0, hasMore: false, loading: false };
    if (chatId === null) return;
    void request(chatId, 1);
    const sub = messageArrived.watch(({ newMessage }) => {
      if (newMessage.chatId === chatId) add(chatId, [newMessage], 'after');
    });
    return () => sub.unsubscribe();
  }, [chatId, request, add]);

  const loadOlder = useCallback(() => {
    const state = paging.current;
    if (state.chatId === null || state.loading || !state.hasMore) return false;
    setOlderLoading(true);
    void request(state.chatId, state.page + 1);
    return true;
  }, [request]);

  const appendOwn = useCallback((message: ChatMessage) => add(message.chatId, [message], 'after'), [add]);
  return { messages, loading, loadOlder, appendOwn };
}
