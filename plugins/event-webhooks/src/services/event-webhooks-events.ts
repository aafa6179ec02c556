import type { Realtime } from '@balcao/core';
import type { EventWebhooksItem } from '../event-webhooks-model.js';

/** The `company-{id}-event-webhooks` event: every signed-in user of the company hears it. */
export type EventWebhooksEvent =
  { action: 'create' | 'update'; record: EventWebhooksItem } | { action: 'delete'; id: number };

/** What a service needs from the kernel; passed in, so jobs and other plugins can call the services. */
export interface EventWebhooksDeps {
  realtime: Pick<Realtime, 'emitToCompany'>;
}

export function emitEventWebhooksEvent(
  { realtime }: EventWebhooksDeps,
  companyId: number,
  event: EventWebhooksEvent,
) {
  realtime.emitToCompany(companyId, 'event-webhooks', event);
}
