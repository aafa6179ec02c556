import { useListsOnOpen, type ActionChoices } from '@balcao/kit';
import { listActionKinds, listQueues, listTags, listUsers } from './api';

const none: ActionChoices = { kinds: [], queues: [], users: [], tags: [] };

/** loaded once the editor opens; a picker whose list fails stays empty (the save then says what is missing) */
export function useActionChoices(active: boolean): ActionChoices {
  const quiet = <T>(p: Promise<T[]>) => p.catch(() => [] as T[]);
  const load = () =>
    Promise.all([
      listActionKinds().then((r) => r.actions),
      quiet(listQueues()),
      quiet(listUsers()),
      quiet(listTags()),
    ]).then(([kinds, queues, users, tags]) => ({ kinds, queues, users, tags }));
  return useListsOnOpen(active, load, none);
}
