import { useMemo } from 'react';
import { useInfiniteList, type FetchPage } from './useInfiniteList';

/**
 * A conversation's paged list: page 1 holds the newest messages and each page comes oldest first, as Whaticket's
 * message routes answer. The rows are kept newest first, so an arrival upserted goes on top and an older page at the
 * end, as in every other list; `oldestFirst` is the same rows in reading order, for the screen.
 */
export function useThreadList<T, F = Record<string, never>>(
  fetchPage: FetchPage<T, F>,
  options?: Parameters<typeof useInfiniteList<T, F>>[1],
) {
  const list = useInfiniteList<T, F>(async (request) => {
    const page = await fetchPage(request);
    return { ...page, items: [...page.items].reverse() };
  }, options);
  const oldestFirst = useMemo(() => [...list.items].reverse(), [list.items]);
  return { ...list, oldestFirst };
}
