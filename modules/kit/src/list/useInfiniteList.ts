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
  const [generation, setGeneration] = useState(0);
  const query = `${generation}|${searchParam}`;
  const [pageState, setPageState] = useState({ query, page: 1 });
  // a new search (or reload) starts again at page 1 — adjusted during render, not in an effect
  const page = pageState.query === query ? pageState.page : 1;
  if (pageState.query !== query) setPageState({ query, page: 1 });
  const [result, setResult] = useState<{ query: string; page: number; items: T[]; hasMore: boolean }>({
    query: '',
    page: 0,
    items: [],
    hasMore: false,
  });
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  });

  useEffect(() => {
    let cancelled = false;
    fetchRef
      .current(searchParam, page)
      .then(({ items, hasMore }) => {
        if (cancelled) return;
        setResult((current) => ({
          query,
          page,
          hasMore,
          items: page === 1 || current.query !== query ? items : [...current.items, ...items],
        }));
      })
      .catch((error: unknown) => !cancelled && toastError(error));
    return () => {
      cancelled = true;
    };
  }, [query, searchParam, page]);

  const loading = result.query !== query || result.page !== page;
  const items = result.query === query ? result.items : [];
  const hasMore = result.query === query && result.hasMore;
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      if (hasMore && !loading && isNearBottom(event.currentTarget)) setPageState({ query, page: page + 1 });
    },
    [hasMore, loading, query, page],
  );
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const setItems = useCallback(
    (update: (items: T[]) => T[]) => setResult((current) => ({ ...current, items: update(current.items) })),
    [],
  );
  return { search, setSearch, searchParam, page, items, setItems, hasMore, loading, onScroll, reload };
}
