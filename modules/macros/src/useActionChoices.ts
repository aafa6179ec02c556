import { useEffect, useState } from 'react';
import { toastError } from '@balcao/kit';
import { listActionKinds, listQueues, listTags, listUsers, type ActionKind, type Named } from './api';

/** What the action editor offers: the kinds the server knows, and the company's queues, users and tags. */
export interface ActionChoices {
  kinds: ActionKind[];
  queues: Named[];
  users: Named[];
  tags: Named[];
}

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

/** a kind's label in the interface's language */
export const kindLabel = (kinds: ActionKind[], kind: string, lang: string) => {
  const found = kinds.find((k) => k.kind === kind);
  const short = (lang.slice(0, 2) as 'pt' | 'en' | 'es') ?? 'pt';
  return found ? (found.labels[short] ?? found.labels.pt) : kind;
};
