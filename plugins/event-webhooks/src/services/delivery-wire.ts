import type { DeliveryWire } from '../contracts.js';
import type { WebhookDelivery } from '../webhook-models.js';
import { isoOf } from './subscription-wire.js';

/** A delivery as the log shows it: what was sent is the body; what came back, its status and first characters. */
export function deliveryWire(d: WebhookDelivery): DeliveryWire {
  return {
    id: d.id,
    subscriptionId: d.subscriptionId,
    deliveryId: d.deliveryId,
    event: d.event,
    status: d.status,
    attempts: d.attempts,
    statusCode: d.statusCode,
    responseExcerpt: d.responseExcerpt,
    error: d.error,
    body: d.body,
    lastAttemptAt: isoOf(d.lastAttemptAt),
    nextAttemptAt: d.status === 'pending' ? isoOf(d.nextAttemptAt) : null,
    createdAt: d.createdAt?.toISOString() ?? null,
  };
}
