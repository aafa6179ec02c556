import { api } from '@balcao/kit';
import type { SearchPage } from '@balcao/plugin-search/contracts';

export type { Highlighted, SearchGroup } from '@balcao/plugin-search/contracts';

/** GET /search (the search plugin): messages, contacts, notes and tags, grouped by ticket */
export const searchEverything = (q: string, pageNumber: number, signal?: AbortSignal) =>
  api.get<SearchPage>('/search', { q, pageNumber }, signal);
