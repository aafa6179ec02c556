import { definePlugin } from '@balcao/core';
import { createEventWebhooksTable } from './migrations/001_event_webhooks.js';
import { eventWebhooksPermissions } from './permissions.js';
import { eventWebhooksRoutes } from './routes.js';
import { eventWebhooksServices, type EventWebhooksServices } from './services/event-webhooks-services.js';

export type { EventWebhooksServices } from './services/event-webhooks-services.js';
export type { EventWebhooksFields, EventWebhooksChanges } from './event-webhooks-schemas.js';
export type { EventWebhooksEvent } from './services/event-webhooks-events.js';
export { EventWebhooksItem } from './event-webhooks-model.js';

export default definePlugin<EventWebhooksServices>({
  name: 'event-webhooks',
  // who may do what: declared here, named by the routes (docs/security.md "Permissions")
  declares: { permissions: eventWebhooksPermissions },
  migrations: [createEventWebhooksTable],
  setup(kernel) {
    const services = eventWebhooksServices({ realtime: kernel.realtime });
    eventWebhooksRoutes(kernel.router, services);
    // what another plugin gets with ctx.services<EventWebhooksServices>('event-webhooks')
    return services;
  },
  ui: {
    module: 'event-webhooks',
    routes: ['/event-webhooks'],
    menu: [
      {
        label: 'event-webhooks:menu',
        titles: { pt: 'EventWebhooks', en: 'EventWebhooks', es: 'EventWebhooks' },
        path: '/event-webhooks',
        icon: 'cube',
        section: 'main',
        order: 500,
      },
    ],
  },
});
