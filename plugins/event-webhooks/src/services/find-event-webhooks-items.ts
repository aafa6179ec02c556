import { notFound, scoped } from '@balcao/core';
import { EventWebhooksItem } from '../event-webhooks-model.js';
import type { EventWebhooksListQuery } from '../event-webhooks-schemas.js';

const PAGE_SIZE = 20;

/** One page of the company's records, newest first, those whose title holds searchParam. */
export async function listEventWebhooksItems(
  companyId: number,
  { searchParam, pageNumber }: EventWebhooksListQuery,
) {
  const base = () => {
    const q = scoped(EventWebhooksItem, companyId);
    if (searchParam) q.whereRaw('LOWER(event_webhooks.title) LIKE ?', [`%${searchParam.toLowerCase()}%`]);
    return q;
  };
  const [{ count }] = (await base().count({ count: '*' })) as unknown as [{ count: number | string }];
  const records = await base()
    .orderBy('event_webhooks.id', 'desc')
    .limit(PAGE_SIZE)
    .offset((pageNumber - 1) * PAGE_SIZE);
  return { records, count: Number(count), hasMore: Number(count) > pageNumber * PAGE_SIZE };
}

/** One of the company's records; another company's is as missing as one that never was. */
export async function findEventWebhooksItem(companyId: number, id: number): Promise<EventWebhooksItem> {
  return (await scoped(EventWebhooksItem, companyId).findById(id)) ?? noEventWebhooksItem();
}

export function noEventWebhooksItem(): never {
  throw notFound('ERR_NOT_FOUND');
}
