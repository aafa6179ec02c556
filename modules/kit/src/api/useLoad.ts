import { useCallback, useEffect, useState } from 'react';
import { toastError } from '../toast';

type Key = string | number;

export interface LoadOptions<T> {
  /** told of a failure (default: a toast); a request left behind by a newer key is not one */
  onError?: (error: unknown) => void;
  /** held after a failure, so a spinner stops (without it the value stays undefined) */
  fallback?: T;
}

/**
 * What `load` answers for `key` (null: nothing is asked), asked again when the key changes; `key` must name all
 * that `load` reads. The answer is held with its key, so another key's never shows, not even for a moment: a switch
 * shows the loading state (undefined). The request of a key left behind is aborted. `update` sets the answer (a
 * save) or, given a function, changes the one held (a realtime event).
 */
export function useLoad<T>(
  key: Key | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: LoadOptions<T> = {},
) {
  const [held, setHeld] = useState<{ key: Key; value: T } | null>(null);
  useEffect(() => {
    if (key === null) return;
    const ctl = new AbortController();
    load(ctl.signal).then(
      (value) => !ctl.signal.aborted && setHeld({ key, value }),
      (error: unknown) => {
        if (ctl.signal.aborted) return;
        (options.onError ?? toastError)(error);
        if ('fallback' in options) setHeld({ key, value: options.fallback as T });
      },
    );
    return () => ctl.abort();
    // `key` names what `load` reads; the callers' closures are new at every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const update = useCallback(
    (next: T | ((current: T) => T)) =>
      setHeld((h) => {
        if (key === null) return h;
        if (typeof next !== 'function') return { key, value: next };
        return h !== null && h.key === key ? { key, value: (next as (current: T) => T)(h.value) } : h;
      }),
    [key],
  );
  return [held !== null && held.key === key ? held.value : undefined, update] as const;
}
