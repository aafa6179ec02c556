import { toastError, useDebounced } from '@balcao/kit';
import { useEffect, useState } from 'react';
import { searchEverything, type SearchGroup } from './api';
import { searchable } from './search-mode';

export interface FullTextSearch {
  /** the groups found for the term (its pages so far); none before its first answer */
  groups: SearchGroup[];
  hasMore: boolean;
  /** a page of the term is on its way */
  loading: boolean;
  /** the term's first page has arrived and nothing newer is on its way */
  done: boolean;
  /** asks for the next page */
  more: () => void;
}

interface Answer {
  /** what was last answered, or failed (`page|query`): nothing is on its way for it any more */
  key: string;
  query: string;
  groups: SearchGroup[];
  hasMore: boolean;
}

/**
 * GET /search for a typed term, debounced, page by page (`more`): a new term, or the search enabled again, starts at
 * page 1 and aborts the request in flight. Disabled, it asks nothing.
 */
export function useFullTextSearch(term: string, enabled: boolean): FullTextSearch {
  const debounced = useDebounced(term.trim());
  const query = enabled && searchable(debounced) ? debounced : '';
  const [paging, setPaging] = useState({ query, page: 1 });
  // another term starts again at page 1: adjusted during render, not in an effect
  if (paging.query !== query) setPaging({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const [answer, setAnswer] = useState<Answer>({ key: '', query: '', groups: [], hasMore: false });
  const key = `${page}|${query}`;

  useEffect(() => {
    if (!query) return;
    const abort = new AbortController();
    searchEverything(query, page, abort.signal).then(
      (data) =>
        setAnswer((old) => ({
          key,
          query,
          groups: page === 1 || old.query !== query ? data.groups : merge(old.groups, data.groups),
          hasMore: data.hasMore,
        })),
      (err: unknown) => {
        if (abort.signal.aborted) return;
        toastError(err);
        setAnswer((old) => ({ ...old, key }));
      },
    );
    return () => abort.abort();
  }, [query, page, key]);

  const current = query !== '' && answer.query === query;
  const loading = query !== '' && answer.key !== key;
  return {
    groups: current ? answer.groups : [],
    hasMore: current && answer.hasMore,
    loading,
    done: current && !loading,
    more: () => setPaging({ query, page: page + 1 }),
  };
}

/** a next page's groups added to the ones shown: a ticket already there gets its further messages */
function merge(old: SearchGroup[], next: SearchGroup[]): SearchGroup[] {
  const byId = new Map(old.map((g) => [g.ticket.id, { ...g, messages: [...g.messages] }]));
  for (const g of next) {
    const known = byId.get(g.ticket.id);
    if (known) known.messages.push(...g.messages);
    else byId.set(g.ticket.id, g);
  }
  return [...byId.values()];
}
