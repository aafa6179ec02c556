import { useEffect, useState } from 'react';

/** Spec §9: searches and list loads are debounced 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
