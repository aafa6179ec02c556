import { useListsOnOpen, type ActionChoices } from '@balcao/kit';
import {
  getCatalog,
  listConnections,
  listQueues,
  listTags,
  listUsers,
  type Catalog,
  type Labels,
  type Named,
} from './api';

/** What the editors offer: the server's catalog, and the company's queues, users, tags and connections. */
export type Choices = Omit<ActionChoices, 'kinds'> & { catalog: Catalog; connections: Named[] };

const none: Choices = {
  catalog: { events: [], conditions: [], actions: [] },
  queues: [],
  users: [],
  tags: [],
  connections: [],
};

/** loaded once the page or the editor opens; a picker whose list fails stays empty (the save says what is missing) */
export function useChoices(active: boolean): Choices {
  const quiet = <T>(p: Promise<T[]>) => p.catch(() => [] as T[]);
  const load = () =>
    Promise.all([
      getCatalog(),
      quiet(listQueues()),
      quiet(listUsers()),
      quiet(listTags()),
      quiet(listConnections()),
    ]).then(([catalog, queues, users, tags, connections]) => ({ catalog, queues, users, tags, connections }));
  return useListsOnOpen(active, load, none);
}

/** a catalog label in the interface's language */
export const labelIn = (labels: Labels | undefined, fallback: string, lang: string) => {
  if (!labels) return fallback;
  const short = lang.slice(0, 2) as keyof Labels;
  return labels[short] ?? labels.pt;
};
