import { scoped } from '@balcao/core';
import { EventWebhooksItem } from '../event-webhooks-model.js';
import type { EventWebhooksFields } from '../event-webhooks-schemas.js';
import { emitEventWebhooksEvent, type EventWebhooksDeps } from './event-webhooks-events.js';

export async function createEventWebhooksItem(
  deps: EventWebhooksDeps,
  companyId: number,
  fields: EventWebhooksFields,
): Promise<EventWebhooksItem> {
  const record = await scoped(EventWebhooksItem, companyId).insertAndFetch(fields);
  emitEventWebhooksEvent(deps, companyId, { action: 'create', record });
  return record;
}
