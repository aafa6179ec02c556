import { useEffect, useState } from 'react';
import { toastError } from '../toast';
import type { LoadOptions } from './useLoad';

/**
 * What `load` answers each time `isOpen` turns true (a dialog's picker lists, fresh at every opening), `initial`
 * until the first answer; the last answer stays while the next is asked, and while closed. A failure is told to
 * `onError` (default: a toast), then `fallback` is held if given.
 */
export function useListsOnOpen<T>(
  isOpen: boolean,
  load: () => Promise<T>,
  initial: T,
  options: LoadOptions<T> = {},
) {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    load().then(
      (answer) => live && setValue(answer),
      (error: unknown) => {
        if (!live) return;
        (options.onError ?? toastError)(error);
        if ('fallback' in options) setValue(options.fallback as T);
      },
    );
    return () => {
      live = false;
    };
    // only an opening asks again; the callers' closures are new at every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);
  return value;
}
