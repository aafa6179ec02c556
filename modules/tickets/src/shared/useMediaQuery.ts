import { useCallback, useSyncExternalStore } from 'react';

/** whether a CSS media query matches now, following its changes */
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

/** spec §2: the mobile layout is under 600 px */
export const useNarrow = () => useMediaQuery('(max-width: 599px)');
