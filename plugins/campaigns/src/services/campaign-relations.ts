import type { Campaign } from '../campaign-model.js';
import type { CampaignDeps } from './campaign-deps.js';
import { toWire } from './campaign-wire.js';

type Named = { id: number; name: string };

/**
 * Campaigns on the wire as Whaticket's screens read them: each with its contact list and connection as
 * `{ id, name }` (or null). The client's table and its socket handler read `contactList.name` and
 * `whatsapp.name` of every record; a record without them crashed the page. Two queries for any number of rows.
 */
export async function withRelations(deps: CampaignDeps, companyId: number, rows: Campaign[]) {
  const t = deps.db.tenant(companyId);
  const ids = (key: 'contactListId' | 'whatsappId') => [
    ...new Set(rows.map((c) => c[key]).filter((id): id is number => !!id)),
  ];
  const byId = (list: Named[]) => new Map(list.map((r) => [r.id, r]));
  const [lists, connections] = await Promise.all([
    deps.contactLists().names(companyId, ids('contactListId')),
    ids('whatsappId').length
      ? (t('whatsapps').whereIn('id', ids('whatsappId')).select('id', 'name') as Promise<Named[]>)
      : [],
  ]);
  const [listsById, connectionsById] = [byId(lists), byId(connections)];
  return rows.map((c) => ({
    ...toWire(deps, c),
    contactList: (c.contactListId && listsById.get(c.contactListId)) || null,
    whatsapp: (c.whatsappId && connectionsById.get(c.whatsappId)) || null,
  }));
}
