import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { toastError } from '../toast';
import { useDebounced } from './useDebounced';

export interface Page<T> {
  items: T[];
  hasMore: boolean;
}
export type FetchPage<T> = (searchParam: string, pageNumber: number) => Promise<Page<T>>;

/** Spec §9: the next page loads when the scroll is within 100 px of the bottom. */
export const SCROLL_THRESHOLD_PX = 100;

export function isNearBottom(el: { scrollHeight: number; scrollTop: number; clientHeight: number }): boolean {
  return el.scrollHeight - (el.scrollTop + el.clientHeight) < SCROLL_THRESHOLD_PX;
}

/**
 * Paged list with a debounced, lower-cased search. Changing the search resets to page 1;
 * `reload()` does too (after a save or delete).
 */
export function useInfiniteList<T>(fetchPage: FetchPage<T>) {
  const [search, setSearch] = useState('');
  const searchParam = useDebounced(search.trim().toLowerCase());
  const [page, setPage] = useState(1);
  const [items, setItems] = useState<T[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  });

  useEffect(() => {
    setPage(1);
    setItems([]);
  }, [searchParam, generation]);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    fetchRef
      .current(searchParam, page)
      .then((result) => {
        if (cancelled) return;
        setItems((current) => (page === 1 ? result.items : [...current, ...result.items]));
        setHasMore(result.hasMore);
      })
      .catch((error: unknown) => !cancelled && toastError(error))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [searchParam, page, generation]);

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      if (hasMore && !loading && isNearBottom(event.currentTarget)) setPage((p) => p + 1);
    },
    [hasMore, loading],
  );

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { search, setSearch, searchParam, page, items, setItems, hasMore, loading, onScroll, reload };
}
