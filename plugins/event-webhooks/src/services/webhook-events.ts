import { companyEvent, rooms } from '@balcao/core';
import type { DeliveryWire } from '../contracts.js';
import type { SubscriptionWire } from '../contracts.js';
import type { WebhookDeps } from './webhook-deps.js';

/** the cache key of a company's active subscriptions (record-event.ts) */
export const activeKey = (companyId: number) => `event-webhooks:active:${companyId}`;

/**
 * Realtime for the screen, to the company's admins only (the subscriptions are theirs): `company-{id}-eventWebhook`
 * (create, update with the subscription, delete with its id; a pause is an update whose status is `paused`) and
 * `company-{id}-eventWebhookDelivery` (update, after each try and replay).
 */
export type SubscriptionEvent =
  { action: 'create' | 'update'; subscription: SubscriptionWire } | { action: 'delete'; id: number };

/** Every change to a subscription comes through here, after its write: the cached active list goes with it. */
export function emitSubscription(
  deps: Pick<WebhookDeps, 'realtime' | 'cache'>,
  companyId: number,
  e: SubscriptionEvent,
) {
  deps.cache.invalidate(activeKey(companyId));
  deps.realtime.emitToRoom(rooms.admins(companyId), companyEvent(companyId, 'eventWebhook'), e);
}

export function emitDelivery(deps: Pick<WebhookDeps, 'realtime'>, companyId: number, delivery: DeliveryWire) {
  deps.realtime.emitToRoom(rooms.admins(companyId), companyEvent(companyId, 'eventWebhookDelivery'), {
    action: 'update',
    delivery,
  });
}
