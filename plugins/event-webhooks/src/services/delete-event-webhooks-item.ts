import { scoped } from '@balcao/core';
import { EventWebhooksItem } from '../event-webhooks-model.js';
import { noEventWebhooksItem } from './find-event-webhooks-items.js';
import { emitEventWebhooksEvent, type EventWebhooksDeps } from './event-webhooks-events.js';

/** 404 when the company has no such record. */
export async function deleteEventWebhooksItem(
  deps: EventWebhooksDeps,
  companyId: number,
  id: number,
): Promise<void> {
  if (!(await scoped(EventWebhooksItem, companyId).deleteById(id))) noEventWebhooksItem();
  emitEventWebhooksEvent(deps, companyId, { action: 'delete', id });
}
