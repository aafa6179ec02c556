/** matches the server's rule (ERR_SEARCH_TOO_SHORT): some word of 3 letters or digits */
export const searchable = (q: string) => (q.match(/[\p{L}\p{N}]+/gu) ?? []).some((w) => [...w].length >= 3);

/**
 * What the Busca tab shows for what was typed: GET /search's results (messages, contacts, notes, tags) for a word
 * of 3, the ticket list (GET /tickets, which filters by tags and users; /search does not) once a filter is chosen,
 * else a hint.
 */
export type SearchMode = 'hint' | 'tooShort' | 'text' | 'tickets';

export function searchMode(term: string, filtered: boolean): SearchMode {
  if (filtered) return 'tickets';
  const q = term.trim();
  if (!q) return 'hint';
  return searchable(q) ? 'text' : 'tooShort';
}
