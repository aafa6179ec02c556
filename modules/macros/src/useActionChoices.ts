import { useEffect, useState } from 'react';
import { toastError, type ActionChoices } from '@balcao/kit';
import { listActionKinds, listQueues, listTags, listUsers } from './api';

const none: ActionChoices = { kinds: [], queues: [], users: [], tags: [] };

/** loaded once the editor opens; a picker whose list fails stays empty (the save then says what is missing) */
export function useActionChoices(active: boolean): ActionChoices {
  const [choices, setChoices] = useState<ActionChoices>(none);
  useEffect(() => {
    if (!active) return;
    let live = true;
    const quiet = <T>(p: Promise<T[]>) => p.catch(() => [] as T[]);
    Promise.all([
      listActionKinds().then((r) => r.actions),
      quiet(listQueues()),
      quiet(listUsers()),
      quiet(listTags()),
    ])
      .then(([kinds, queues, users, tags]) => live && setChoices({ kinds, queues, users, tags }))
      .catch(toastError);
    return () => {
      live = false;
    };
  }, [active]);
  return choices;
}
