import { useEffect, useMemo } from 'react';
import { useInfiniteList } from '@balcao/kit';
import { byLatest, fetchChats, quietPage, type Chat } from '../api';
import { chatRemoved, chatSaved } from '../model';

/**
 * The caller's chats, 20 a page (the next when scrolled within 100 px of the bottom), kept live by the model's
 * realtime events and sorted by the latest activity. Request errors are swallowed (spec §8).
 */
export function useChatList() {
  const list = useInfiniteList<Chat>(({ pageNumber }) => quietPage(fetchChats(pageNumber)));
  const { upsert, remove } = list;
  useEffect(() => {
    const subs = [chatSaved.watch((chat) => upsert(chat)), chatRemoved.watch(remove)];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [upsert, remove]);
  const chats = useMemo(() => [...list.items].sort(byLatest), [list.items]);
  // loaded once the first page has answered, even with an error
  const loaded = list.page > 1 || !list.loading;
  return { chats, loaded, upsert, onScroll: list.onScroll };
}
