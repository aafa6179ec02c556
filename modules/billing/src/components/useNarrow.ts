import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 600px)';

/** True on a phone-wide screen, kept in step with resizes. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    (change) => {
      const list = window.matchMedia(QUERY);
      list.addEventListener('change', change);
      return () => list.removeEventListener('change', change);
    },
    () => window.matchMedia(QUERY).matches,
  );
}
