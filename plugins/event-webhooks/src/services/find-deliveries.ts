import { notFound, pageOf, tenant } from '@balcao/core';
import { WebhookDelivery } from '../webhook-models.js';
import { deliveryWire } from './delivery-wire.js';
import { findSubscription } from './find-subscriptions.js';

const PAGE_SIZE = 20;

/** One page of a subscription's deliveries, newest first; 404 for another company's subscription. */
export async function listDeliveries(companyId: number, subscriptionId: number, pageNumber: number) {
  await findSubscription(companyId, subscriptionId);
  const base = () => tenant(companyId)(WebhookDelivery).where({ subscriptionId });
  const { rows, count, hasMore } = await pageOf(base, pageNumber, PAGE_SIZE, (q) => q.orderBy('id', 'desc'));
  return { deliveries: rows.map(deliveryWire), count, hasMore };
}

export async function findDelivery(companyId: number, id: number): Promise<WebhookDelivery> {
  const delivery = await tenant(companyId)(WebhookDelivery).findById(id);
  if (!delivery) throw notFound('ERR_NO_WEBHOOK_DELIVERY_FOUND');
  return delivery;
}
