import { z } from 'zod';
import { atLeastOne, lenientBody, pageNumber, text } from '@balcao/core';
import { isWebhookEvent } from './event-catalogue.js';

/** An http(s) URL; whether the server may call it is the egress guard's to say (checked by the services). */
const url = text(1, 2000).refine(isHttpUrl, { error: 'Invalid URL' });

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** At least one event of the catalogue, each once. */
const events = z
  .array(z.string().refine(isWebhookEvent, { error: 'Unknown event' }), { error: 'Required' })
  .min(1, { error: 'Choose at least one event' })
  .max(20)
  .transform((names) => [...new Set(names)]);

const fields = z
  .object({
    url,
    events,
    description: z.string().trim().max(200, { error: 'Too Long!' }).optional(),
  })
  .strict();

// the screen's form may post the record back as it loaded it: these are dropped, not refused
const echoes = ['id', 'createdAt', 'updatedAt', 'secret', 'consecutiveFailures', 'pausedAt', 'lastDelivery'];

/** POST /event-webhooks */
export const subscriptionBody = lenientBody(fields, { echoes });
/** PUT /event-webhooks/:id: any of the fields, and `status` to pause or resume; at least one */
export const subscriptionPatch = lenientBody(
  atLeastOne(fields.partial().extend({ status: z.enum(['active', 'paused']).optional() })),
  { echoes },
);
/** GET /event-webhooks/:id/deliveries */
export const deliveriesQuery = z.object({ pageNumber: pageNumber() });

export type SubscriptionFields = z.output<typeof subscriptionBody>;
export type SubscriptionChanges = z.output<typeof subscriptionPatch>;
