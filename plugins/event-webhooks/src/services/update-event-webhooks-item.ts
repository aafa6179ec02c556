import { scoped } from '@balcao/core';
import { EventWebhooksItem } from '../event-webhooks-model.js';
import type { EventWebhooksChanges } from '../event-webhooks-schemas.js';
import { noEventWebhooksItem } from './find-event-webhooks-items.js';
import { emitEventWebhooksEvent, type EventWebhooksDeps } from './event-webhooks-events.js';

/** Changes the given fields only; 404 when the company has no such record. */
export async function updateEventWebhooksItem(
  deps: EventWebhooksDeps,
  companyId: number,
  id: number,
  changes: EventWebhooksChanges,
): Promise<EventWebhooksItem> {
  const record =
    (await scoped(EventWebhooksItem, companyId).patchAndFetchById(id, changes)) ?? noEventWebhooksItem();
  emitEventWebhooksEvent(deps, companyId, { action: 'update', record });
  return record;
}
