import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { isNearBottom } from '@balcao/kit';
import { fetchChats, quiet, type Chat } from '../api';
import { chatRemoved, chatSaved } from '../model';

const byLatest = (a: Chat, b: Chat) =>
  a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.id - a.id;

/**
 * The caller's chats, 20 a page (the next when scrolled within 100 px of the bottom), kept live by the model's
 * realtime events and sorted by the latest activity. Request errors are swallowed (spec §8).
 */
export function useChatList() {
  const [chats, setChats] = useState<Chat[]>([]);
  const [loaded, setLoaded] = useState(false);
  const paging = useRef({ page: 0, hasMore: true, loading: false });

  const upsert = useCallback(
    (chat: Chat) => setChats((list) => [chat, ...list.filter((c) => c.id !== chat.id)].sort(byLatest)),
    [],
  );
  const remove = useCallback((id: number) => setChats((list) => list.filter((c) => c.id !== id)), []);

  const loadNext = useCallback(async () => {
    const state = paging.current;
    if (state.loading || !state.hasMore) return;
    state.loading = true;
    const res = await quiet(fetchChats(state.page + 1));
    state.loading = false;
    setLoaded(true);
    if (!res) return;
    state.page += 1;
    state.hasMore = res.hasMore;
    setChats((list) => {
      const known = new Set(list.map((c) => c.id));
      return [...list, ...res.records.filter((c) => !known.has(c.id))].sort(byLatest);
    });
  }, []);

  useEffect(() => {
    void loadNext();
    const subs = [chatSaved.watch(upsert), chatRemoved.watch(remove)];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [loadNext, upsert, remove]);

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      if (isNearBottom(event.currentTarget)) void loadNext();
    },
    [loadNext],
  );
  return { chats, loaded, upsert, remove, onScroll };
}
