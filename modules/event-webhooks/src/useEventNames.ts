import { useEffect, useState } from 'react';
import { toastError } from '@balcao/kit';
import { listEventNames } from './api';

/** The events a subscription may hear, as the server's catalogue lists them (labels from i18n `events.*`). */
export function useEventNames(): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    listEventNames()
      .then((r) => live && setNames(r.events))
      .catch(toastError);
    return () => {
      live = false;
    };
  }, []);
  return names;
}
