import type { PluginContext, Realtime } from '@balcao/core';
import type { QueueServices } from '@balcao/plugin-queues';
import type { TicketServices } from '@balcao/plugin-tickets';

/** What the integration services need from the kernel; passed in, so jobs and other plugins can call them. */
export interface IntegrationDeps {
  db: PluginContext['db'];
  realtime: Pick<Realtime, 'emitToCompany'>;
  secrets: PluginContext['secrets'];
  log: PluginContext['log'];
  /** checks the URLs a form saves (the egress guard) */
  egress: Pick<PluginContext['egress'], 'ensureAllowed'>;
  /** resolved lazily: the services are built before every plugin's setup has run */
  tickets: () => TicketServices;
  queues: () => QueueServices;
}
