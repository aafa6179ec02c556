import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, kept in step with its changes (resizes, rotation). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** The admin pages' phone-wide screen: 600 px or less. */
export const NARROW_QUERY = '(max-width: 600px)';

/** True on a phone-wide screen (`query` for a page whose breakpoint differs). */
export const useNarrow = (query = NARROW_QUERY): boolean => useMediaQuery(query);
