import { defineErrors, type CodesOf } from '@balcao/core';

/** The event-webhooks plugin's own error codes. */
export const eventWebhookErrors = defineErrors({
  ERR_NO_EVENT_WEBHOOK_FOUND: {
    status: 404,
    meaning: 'No webhook subscription with this id in your company',
  },
  ERR_NO_WEBHOOK_DELIVERY_FOUND: { status: 404, meaning: 'No webhook delivery with this id in your company' },
  ERR_EVENT_WEBHOOK_PAUSED: {
    status: 409,
    meaning: 'The webhook subscription is paused: resume it before replaying a delivery',
  },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof eventWebhookErrors> {}
}
