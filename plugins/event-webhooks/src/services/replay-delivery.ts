import { AppError, tenant } from '@balcao/core';
import { WebhookDelivery } from '../webhook-models.js';
import type { DeliveryWire } from '../contracts.js';
import { deliveryWire } from './delivery-wire.js';
import { findDelivery } from './find-deliveries.js';
import { findSubscription } from './find-subscriptions.js';
import { emitDelivery } from './webhook-events.js';
import type { WebhookDeps } from './webhook-deps.js';

/**
 * Sends a delivery again, now, once more: the same body, signature scheme and delivery id (a receiver that
 * already took it can tell), one try with no retries after it. 409 ERR_EVENT_WEBHOOK_PAUSED while its
 * subscription is paused: resume it first.
 */
export async function replayDelivery(
  deps: WebhookDeps,
  companyId: number,
  id: number,
): Promise<DeliveryWire> {
  const delivery = await findDelivery(companyId, id);
  const subscription = await findSubscription(companyId, delivery.subscriptionId);
  if (subscription.status !== 'active') throw new AppError('ERR_EVENT_WEBHOOK_PAUSED');
  const row = await tenant(companyId)(WebhookDelivery).patchAndFetchById(id, {
    status: 'pending',
    attemptLimit: delivery.attempts + 1,
    nextAttemptAt: deps.config.now().getTime(),
  });
  await deps.queue.now(companyId, id);
  const wire = deliveryWire(row);
  emitDelivery(deps, companyId, wire);
  return wire;
}
