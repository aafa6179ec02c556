import type { FetchPage } from './useInfiniteList';

/**
 * The `fetchPage` of a list the server gives whole (companies, plans, help videos): one request, then the rows
 * whose text contains the search, and never a next page.
 */
export function wholeList<T, F = Record<string, never>>(
  load: (signal: AbortSignal, filters: F) => Promise<T[]>,
  text: (item: T) => string,
): FetchPage<T, F> {
  return async ({ searchParam, filters, signal }) => {
    const all = await load(signal, filters);
    return { items: filterBySearch(all, searchParam, text), hasMore: false };
  };
}

/** The rows whose text contains the (already lower-cased) search; all of them for an empty search. */
export function filterBySearch<T>(items: T[], searchParam: string, text: (item: T) => string): T[] {
  return searchParam ? items.filter((i) => text(i).toLowerCase().includes(searchParam)) : items;
}
