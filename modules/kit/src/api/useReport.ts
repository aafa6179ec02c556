import { useEffect, useState } from 'react';
import { toastError } from '../toast';
import { ApiError } from './api-error';

/**
 * A report's answer for `params` (null: nothing asked, as while a date is emptied), asked again when `params`
 * changes: compared by identity, so it is a state value, not an object built at each render. The last answer stays on screen until the next one arrives; a failure is toasted and the server's field
 * messages (a start after the end) are kept for the filter's fields until an answer comes (or `setErrors`: the
 * page's own check, a field changed).
 */
export function useReport<P, R>(params: P | null, load: (params: P, signal: AbortSignal) => Promise<R>) {
  const [shown, setShown] = useState<{ params: P | null; report: R | null; errors: Record<string, string> }>({
    params: null,
    report: null,
    errors: {},
  });
  useEffect(() => {
    if (params === null) return;
    const abort = new AbortController();
    load(params, abort.signal).then(
      (report) => setShown({ params, report, errors: {} }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        toastError(error);
        const fields = error instanceof ApiError ? error.fields : undefined;
        setShown((s) => ({ ...s, params, errors: fields ?? s.errors }));
      },
    );
    return () => abort.abort();
    // `params` names what `load` reads; the callers' closures are new at every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);
  const setErrors = (errors: Record<string, string>) => setShown((s) => ({ ...s, errors }));
  const loading = params !== null && shown.params !== params;
  return { report: shown.report, errors: shown.errors, setErrors, loading };
}
