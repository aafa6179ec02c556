import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { appendPage, byId, isNearBottom, removeById } from '@balcao/kit';
import { byLatest, fetchChats, quiet, type Chat } from '../api';
import { chatRemoved, chatSaved } from '../model';

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
  const remove = useCallback((id: number) => setChats((list) => removeById(list, id, byId)), []);

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
    setChats((list) => appendPage(list, res.records, byId).sort(byLatest));
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
