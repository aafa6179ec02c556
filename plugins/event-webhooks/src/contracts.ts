/**
 * What the event-webhooks routes answer and accept, as the screen (modules/event-webhooks) and a client see it.
 * The module imports these types (`@balcao/plugin-event-webhooks/contracts`), so a field the server adds or
 * renames breaks the browser's type check instead of going unnoticed. Types only: the file imports nothing.
 */

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';
export type SubscriptionStatus = 'active' | 'paused';

/** A subscription as listed: never the secret in clear but once, the last delivery's outcome beside it. */
export interface SubscriptionWire {
  id: number;
  url: string;
  description: string;
  events: string[];
  status: SubscriptionStatus;
  consecutiveFailures: number;
  pausedAt: string | null;
  /** masked (••••abcd), except in the answer that created it (shown once) */
  secret: string;
  lastDelivery: { status: DeliveryStatus; statusCode: number | null; at: string | null } | null;
  createdAt: string | null;
  updatedAt: string | null;
}

/** GET /event-webhooks/events: the events a webhook can subscribe to */
export interface EventNames {
  events: string[];
}

/** POST /event-webhooks; PUT takes any of them, and `status` to pause or resume */
export interface SubscriptionInput {
  url: string;
  description?: string;
  events: string[];
}

/** A delivery as the log shows it: what was sent is the body; what came back, its status and first characters. */
export interface DeliveryWire {
  id: number;
  subscriptionId: number;
  deliveryId: string;
  event: string;
  status: DeliveryStatus;
  attempts: number;
  statusCode: number | null;
  responseExcerpt: string | null;
  error: string | null;
  body: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  createdAt: string | null;
}

/** GET /event-webhooks/:id/deliveries?pageNumber */
export interface DeliveriesPage {
  deliveries: DeliveryWire[];
  hasMore: boolean;
}
