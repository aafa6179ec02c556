import type { EventWebhooksChanges, EventWebhooksFields } from '../event-webhooks-schemas.js';
import { createEventWebhooksItem } from './create-event-webhooks-item.js';
import { deleteEventWebhooksItem } from './delete-event-webhooks-item.js';
import { findEventWebhooksItem, listEventWebhooksItems } from './find-event-webhooks-items.js';
import type { EventWebhooksDeps } from './event-webhooks-events.js';
import { updateEventWebhooksItem } from './update-event-webhooks-item.js';

/** The services bound to the kernel: what the routes call, and what setup() returns for other plugins. */
export function eventWebhooksServices(deps: EventWebhooksDeps) {
  return {
    list: listEventWebhooksItems,
    find: findEventWebhooksItem,
    create: (companyId: number, fields: EventWebhooksFields) =>
      createEventWebhooksItem(deps, companyId, fields),
    update: (companyId: number, id: number, changes: EventWebhooksChanges) =>
      updateEventWebhooksItem(deps, companyId, id, changes),
    delete: (companyId: number, id: number) => deleteEventWebhooksItem(deps, companyId, id),
  };
}

export type EventWebhooksServices = ReturnType<typeof eventWebhooksServices>;
