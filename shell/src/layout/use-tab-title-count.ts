import { useEffect } from 'react';

const COUNT_PREFIX = /^\(\d+\)\s*/;

/** The browser tab counts what waits for the user, "(3) Balcão", so a tab in the background still tells. */
export function useTabTitleCount(count: number): void {
  useEffect(() => {
    const base = document.title.replace(COUNT_PREFIX, '');
    document.title = count > 0 ? `(${count}) ${base}` : base;
    return () => {
      document.title = document.title.replace(COUNT_PREFIX, '');
    };
  }, [count]);
}
