import type { Knex } from 'knex';
import { notFound, pageOf, tenant } from '@balcao/core';
import { Campaign } from '../campaign-model.js';
import type { CampaignPageQuery } from '../campaign-schemas.js';
import type { CampaignDeps } from './campaign-deps.js';
import { withRelations } from './campaign-relations.js';
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
    const q = tenant(companyId)(Campaign);
    if (term) q.whereRaw('LOWER(campaigns.name) LIKE ?', [`%${term}%`]);
    return q;
  };
  const { rows, count, hasMore } = await pageOf(base, pageNumber, CAMPAIGN_PAGE_SIZE, (q) =>
    q.orderBy('campaigns.status').orderBy('campaigns.scheduledAt', 'desc').orderBy('campaigns.id', 'desc'),
  );
  return {
    records: await withRelations(deps, companyId, rows),
    count,
    hasMore,
  };
}

/** GET /campaigns/list: every campaign of the company, by name. */
export async function listCampaigns(deps: CampaignDeps, companyId: number) {
  const rows = await tenant(companyId)(Campaign).orderBy('campaigns.name').orderBy('campaigns.id');
  return rows.map((c) => toWire(deps, c));
}

export async function findCampaign(companyId: number, id: number, trx?: Knex): Promise<Campaign> {
  const c = await tenant(companyId, trx)(Campaign).findById(id);
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
  // Whaticket's report page counts the list's valid numbers from its `contacts`
  const contacts = contactList ? await deps.contactLists().items.all(companyId, contactList.id) : [];
  return {
    ...toWire(deps, c),
    shipping: shipping.map(normaliseShipping),
    whatsapp: whatsapp ?? null,
    contactList: contactList ? { ...contactList, contacts } : null,
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
