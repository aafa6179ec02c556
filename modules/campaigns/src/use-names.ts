import { useLoad } from '@balcao/kit';
import { listConnections, listContactLists, type Campaign } from './api';

type Names = { connections: Map<number, string>; lists: Map<number, string> };
const NO_NAMES: Names = { connections: new Map(), lists: new Map() };
const byId = (rows: Array<{ id: number; name: string }>) => new Map(rows.map((r) => [Number(r.id), r.name]));

/**
 * The connection and contact-list names of campaigns whose record lacks the `whatsapp` / `contactList` includes
 * (Whaticket's list has them; a realtime record or the report's may not): looked up once per screen.
 */
export function useCampaignNames() {
  const [read] = useLoad(
    'names',
    () =>
      Promise.all([listConnections(), listContactLists()]).then(([connections, lists]): Names => ({
        connections: byId(connections),
        lists: byId(lists),
      })),
    { onError: () => undefined },
  );
  const names = read ?? NO_NAMES;
  return {
    connection: (c: Campaign) =>
      c.whatsapp?.name ?? (c.whatsappId ? names.connections.get(Number(c.whatsappId)) : undefined),
    contactList: (c: Campaign) =>
      c.contactList?.name ?? (c.contactListId ? names.lists.get(Number(c.contactListId)) : undefined),
  };
}
