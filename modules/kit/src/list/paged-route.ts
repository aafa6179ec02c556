import { api } from '../api/client';
import type { FetchPage } from './useInfiniteList';

/**
 * The FetchPage of a Whaticket list route: GET `path` with `searchParam` and `pageNumber` (and any params the
 * filters add), answered `{ <key>: rows, hasMore }`.
 */
export function pagedRoute<R, F = unknown>(
  path: string,
  key: string,
  params?: (filters: F) => Record<string, string | number>,
): FetchPage<R, F> {
  return async ({ searchParam, pageNumber, filters, signal }) => {
    const res = await api.get<Record<string, unknown>>(
      path,
      { searchParam, pageNumber, ...params?.(filters) },
      signal,
    );
    return { items: res[key] as R[], hasMore: res.hasMore as boolean };
  };
}
