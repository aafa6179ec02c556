import { useDebounced } from '@balcao/kit';

/** spec §5: a search runs only from 3 characters */
export const MIN_SEARCH = 3;

/**
 * The search a typed term asks for: trimmed, lower-cased, debounced; '' while it is under 3 characters.
 * `tooShort` says the user has typed something that does not search yet.
 */
export function useSearchFrom3(term: string): { query: string; tooShort: boolean } {
  const typed = term.trim().toLowerCase();
  const debounced = useDebounced(typed);
  return {
    query: debounced.length >= MIN_SEARCH ? debounced : '',
    tooShort: typed.length > 0 && typed.length < MIN_SEARCH,
  };
}
