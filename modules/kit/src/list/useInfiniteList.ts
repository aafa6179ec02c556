import { useCallback, useEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { toastError } from '../toast';
import { useDebounced } from './useDebounced';
import { appendPage, removeById, upsertById, type KeyOf } from './by-id';

export interface Page<T> {
  items: T[];
  hasMore: boolean;
}
export interface PageRequest<F> {
  /** the debounced, trimmed, lower-cased search ('' while shorter than the list's `minSearch`) */
  searchParam: string;
  pageNumber: number;
  filters: F;
  /** aborted when the search or the filters change, or the list unmounts */
  signal: AbortSignal;
}
export type FetchPage<T, F = Record<string, never>> = (request: PageRequest<F>) => Promise<Page<T>>;

/** Spec §9: the next page loads when the scroll is within 100 px of the bottom. */
export const SCROLL_THRESHOLD_PX = 100;

export function isNearBottom(el: { scrollHeight: number; scrollTop: number; clientHeight: number }): boolean {
  return el.scrollHeight - (el.scrollTop + el.clientHeight) < SCROLL_THRESHOLD_PX;
}

interface ListOptions<T, F> {
  /** any filters the fetch takes (status, queues, tags, users...); compared by value */
  filters?: F;
  /** identifies a row for upsert/remove and for dropping duplicates across pages (default `item.id`) */
  key?: KeyOf<T>;
  /** false holds the fetch (a filter not known yet) */
  enabled?: boolean;
  /** a shorter search lists everything, as an empty one does, and fetches nothing anew (spec §5: 3) */
  minSearch?: number;
}

interface ListState<T> {
  query: string;
  page: number;
  items: T[];
  hasMore: boolean;
}

const defaultKey = (item: unknown) => (item as { id: string | number }).id;

/**
 * The one paged list of the kit: a debounced search plus any filters, page 1 again when either changes (the
 * request in flight is aborted), the next page on `loadMore()` (a virtual list's end) or `onScroll` (a plain
 * scrolling box), `reload()` (page 1 again, the current rows shown until it arrives), and `upsert`/`remove` by id
 * for the realtime events that keep it live.
 */
export function useInfiniteList<T, F = Record<string, never>>(
  fetchPage: FetchPage<T, F>,
  options: ListOptions<T, F> = {},
) {
  const key = (options.key ?? defaultKey) as KeyOf<T>;
  const keyRef = useRef(key);
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim().toLowerCase());
  const searchParam = debounced.length >= (options.minSearch ?? 1) ? debounced : '';
  const filtersJson = JSON.stringify(options.filters ?? {});
  const filters = useMemo(() => JSON.parse(filtersJson) as F, [filtersJson]);
  const [generation, setGeneration] = useState(0);
  const query = `${generation}|${searchParam}|${filtersJson}`;
  // a reload keeps the rows of the query it refreshes on screen until its page 1 arrives (no flash to empty)
  const [staleQuery, setStaleQuery] = useState('');
  const [pageState, setPageState] = useState({ query, page: 1 });
  // a new search, filter or reload starts again at page 1: adjusted during render, not in an effect
  const page = pageState.query === query ? pageState.page : 1;
  if (pageState.query !== query) setPageState({ query, page: 1 });
  const [result, setResult] = useState<ListState<T>>({ query: '', page: 0, items: [], hasMore: false });
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
    keyRef.current = key;
  });
  const enabled = options.enabled ?? true;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchRef
      .current({ searchParam, pageNumber: page, filters, signal: controller.signal })
      .then(({ items, hasMore }) => {
        if (controller.signal.aborted) return;
        setResult((current) => ({
          query,
          page,
          hasMore,
          items:
            page === 1 || current.query !== query ? items : appendPage(current.items, items, keyRef.current),
        }));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) toastError(error);
      });
    return () => controller.abort();
  }, [query, searchParam, filters, page, enabled]);

  const loading = enabled && (result.query !== query || result.page !== page);
  const shown = result.query === query || (result.query !== '' && result.query === staleQuery);
  const items = useMemo(() => (shown ? result.items : []), [result, shown]);
  const hasMore = result.query === query && result.hasMore;
  const loadMore = useCallback(() => {
    if (hasMore && !loading) setPageState({ query, page: page + 1 });
  }, [hasMore, loading, query, page]);
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      if (isNearBottom(event.currentTarget)) loadMore();
    },
    [loadMore],
  );
  const queryRef = useRef(query);
  useEffect(() => {
    queryRef.current = query;
  });
  // stable, so a caller's effect that reloads on a timer or an event is not set up again on every search
  const reload = useCallback(() => {
    setStaleQuery(queryRef.current);
    setGeneration((g) => g + 1);
  }, []);
  const setItems = useCallback(
    (update: (items: T[]) => T[]) => setResult((current) => ({ ...current, items: update(current.items) })),
    [],
  );
  const upsert = useCallback(
    (item: T, upsertOptions?: { toTop?: boolean }) =>
      setItems((current) => upsertById(current, item, keyRef.current, upsertOptions)),
    [setItems],
  );
  const remove = useCallback(
    (id: string | number) => setItems((current) => removeById(current, id, keyRef.current)),
    [setItems],
  );
  return {
    search,
    setSearch,
    searchParam,
    filters,
    page,
    items,
    setItems,
    upsert,
    remove,
    hasMore,
    loading,
    loadMore,
    onScroll,
    reload,
  };
}

export type InfiniteList<T> = ReturnType<typeof useInfiniteList<T>>;
