import type { Knex } from 'knex';
import { notFound, scoped } from '@balcao/core';
import { Campaign } from '../campaign-model.js';
import type { CampaignPageQuery } from '../campaign-schemas.js';
import type { CampaignDeps } from './campaign-deps.js';
import { toWire } from './campaign-wire.js';

/** Whaticket's page size. */
export const CAMPAIGN_PAGE_SIZE = 20;
/** GET /campaigns/:id carries this many shipping rows at most: the report route counts the rest in SQL */
export const SHIPPING_IN_SHOW = 1000;

/** `{ records, count, hasMore }` by name, as Whaticket's ListService orders them (status, then schedule). */
export async function listCampaignPage(
  deps: CampaignDeps,
  companyId: number,
  { searchParam, pageNumber }: CampaignPageQuery,
) {
  const term = searchParam.trim().toLowerCase();
  const base = () => {
    const q = scoped(Campaign, companyId);
    if (term) q.whereRaw('LOWER(campaigns.name) LIKE ?', [`%${term}%`]);
    return q;
  };
  const [{ count }] = (await base().count({ count: '*' })) as unknown as [{ count: number | string }];
  const rows = await base()
    .orderBy('campaigns.status')
    .orderBy('campaigns.scheduledAt', 'desc')
    .orderBy('campaigns.id', 'desc')
    .limit(CAMPAIGN_PAGE_SIZE)
    .offset((pageNumber - 1) * CAMPAIGN_PAGE_SIZE);
  const total = Number(count);
  const names = await embeddedNames(deps, companyId, rows);
  return {
    records: rows.map((c) => ({
      ...toWire(deps, c),
      contactList: (c.contactListId && names.contactLists.get(c.contactListId)) || null,
      whatsapp: (c.whatsappId && names.whatsapps.get(c.whatsappId)) || null,
    })),
    count: total,
    hasMore: total > pageNumber * CAMPAIGN_PAGE_SIZE,
  };
}

/** Whaticket's list embeds each campaign's contact list and connection ({ id, name }): two queries per page. */
async function embeddedNames(deps: CampaignDeps, companyId: number, rows: Campaign[]) {
  const t = deps.db.tenant(companyId);
  const ids = (key: 'contactListId' | 'whatsappId') => [
    ...new Set(rows.map((c) => c[key]).filter((id): id is number => !!id)),
  ];
  const byId = (list: Array<{ id: number; name: string }>) => new Map(list.map((r) => [r.id, r]));
  const [lists, connections] = await Promise.all([
    ids('contactListId').length
      ? t('contact_lists').whereIn('id', ids('contactListId')).select('id', 'name')
      : [],
    ids('whatsappId').length ? t('whatsapps').whereIn('id', ids('whatsappId')).select('id', 'name') : [],
  ]);
  return { contactLists: byId(lists), whatsapps: byId(connections) };
}

/** GET /campaigns/list: every campaign of the company, by name. */
export async function listCampaigns(deps: CampaignDeps, companyId: number) {
  const rows = await scoped(Campaign, companyId).orderBy('campaigns.name').orderBy('campaigns.id');
  return rows.map((c) => toWire(deps, c));
}

export async function findCampaign(companyId: number, id: number, trx?: Knex): Promise<Campaign> {
  const c = await scoped(Campaign, companyId, trx).findById(id);
  return c ?? noCampaign();
}

export function noCampaign(): never {
  throw notFound('ERR_NO_CAMPAIGN_FOUND');
}

/** GET /campaigns/:id: the campaign with its shipping rows (the first SHIPPING_IN_SHOW), contact list and connection. */
export async function showCampaign(deps: CampaignDeps, companyId: number, id: number) {
  const c = await findCampaign(companyId, id);
  const t = deps.db.tenant(companyId);
  const [shipping, whatsapp, contactList] = await Promise.all([
    t('campaign_shipping')
      .where({ campaignId: id })
      .orderBy('id')
      .limit(SHIPPING_IN_SHOW)
      .select(
        'id',
        'number',
        'name',
        'email',
        'message',
        'confirmationMessage',
        'status',
        'queuedAt',
        'deliveredAt',
        'confirmationRequestedAt',
        'confirmedAt',
        'error',
        'contactListItemId',
        'contactId',
        'campaignId',
        'createdAt',
        'updatedAt',
      ),
    c.whatsappId ? t('whatsapps').where({ id: c.whatsappId }).first('id', 'name', 'status') : undefined,
    c.contactListId ? deps.contactLists().get(companyId, c.contactListId) : undefined,
  ]);
  return {
    ...toWire(deps, c),
    shipping: shipping.map(normaliseShipping),
    whatsapp: whatsapp ?? null,
    contactList: contactList ?? null,
  };
}

const dateKeys = [
  'queuedAt',
  'deliveredAt',
  'confirmationRequestedAt',
  'confirmedAt',
  'createdAt',
  'updatedAt',
];
/** SQLite answers dates as ms numbers, MariaDB as Dates: the wire has ISO strings either way */
function normaliseShipping(row: Record<string, unknown>) {
  const out = { ...row };
  for (const k of dateKeys)
    if (out[k] != null) out[k] = new Date(out[k] as number | string | Date).toISOString();
  return out;
}
