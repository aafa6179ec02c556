import { useEffect } from 'react';
import { useThreadList } from '@balcao/kit';
import { fetchMessages, quietPage, type ChatMessage } from '../api';
import { messageArrived } from '../model';

type Filters = { chatId: number | null };

/**
 * The open chat's messages, oldest first: the newest page first, older pages by `loadOlder` (the panel calls it
 * when scrolled within 600 px of the top), new ones as they arrive, once each whatever way they come. Another
 * chat's list is never shown. Request errors are swallowed (spec §8).
 */
export function useMessages(chatId: number | null) {
  const list = useThreadList<ChatMessage, Filters>(
    ({ pageNumber, filters }) => quietPage(fetchMessages(filters.chatId!, pageNumber)),
    { filters: { chatId }, enabled: chatId !== null },
  );
  const { upsert } = list;
  useEffect(() => {
    const sub = messageArrived.watch(({ newMessage }) => {
      if (newMessage.chatId === chatId) upsert(newMessage);
    });
    return () => sub.unsubscribe();
  }, [chatId, upsert]);
  return { messages: list.oldestFirst, loading: list.loading, loadOlder: list.loadMore, appendOwn: upsert };
}
