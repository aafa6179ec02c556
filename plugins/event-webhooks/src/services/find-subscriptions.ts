import { notFound, tenant } from '@balcao/core';
import { WebhookDelivery, WebhookSubscription } from '../webhook-models.js';
import { toWire } from './subscription-wire.js';
import type { SubscriptionWire } from '../contracts.js';
import type { WebhookDeps } from './webhook-deps.js';

/** The company's subscriptions, oldest first, each with its latest delivery (two queries in all). */
export async function listSubscriptions(deps: WebhookDeps, companyId: number): Promise<SubscriptionWire[]> {
  const subscriptions = await tenant(companyId)(WebhookSubscription).orderBy('id');
  const latest = await latestDeliveries(
    companyId,
    subscriptions.map((s) => s.id),
  );
  return subscriptions.map((s) => toWire(deps.secrets, s, latest.get(s.id)));
}

/** One subscription as the wire shows it; 404 ERR_NO_EVENT_WEBHOOK_FOUND, another company's too. */
export async function showSubscription(deps: WebhookDeps, companyId: number, id: number) {
  const s = await findSubscription(companyId, id);
  return toWire(deps.secrets, s, (await latestDeliveries(companyId, [id])).get(id));
}

export async function findSubscription(companyId: number, id: number): Promise<WebhookSubscription> {
  return (await tenant(companyId)(WebhookSubscription).findById(id)) ?? noSubscription();
}

export function noSubscription(): never {
  throw notFound('ERR_NO_EVENT_WEBHOOK_FOUND');
}

async function latestDeliveries(companyId: number, ids: number[]): Promise<Map<number, WebhookDelivery>> {
  if (!ids.length) return new Map();
  const newest = tenant(companyId)(WebhookDelivery)
    .whereIn('subscriptionId', ids)
    .groupBy('subscriptionId')
    .max('id as id');
  const rows = await tenant(companyId)(WebhookDelivery).whereIn('id', newest);
  return new Map(rows.map((d) => [d.subscriptionId, d]));
}
