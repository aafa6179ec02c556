import { useSyncExternalStore } from 'react';

/** Spec §2: mobile layout under 600 px width. */
const QUERY = '(max-width: 599.98px)';

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const media = window.matchMedia(QUERY);
      media.addEventListener('change', notify);
      return () => media.removeEventListener('change', notify);
    },
    () => window.matchMedia(QUERY).matches,
  );
}
