import type { Egress, PluginContext, Realtime, TenantDb } from '@balcao/core';
import type { WebhookConfig } from '../webhook-config.js';

/** Hands a delivery to the plugin's `deliver` job: now, or at the time its next try is due. */
export interface DeliveryQueue {
  now(companyId: number, id: number): Promise<void>;
  at(companyId: number, id: number, attempt: number, when: Date): Promise<void>;
}

/** What the services need from the kernel; passed in, so the routes, the listeners and the jobs share them. */
export interface WebhookDeps {
  db: TenantDb;
  secrets: PluginContext['secrets'];
  egress: Pick<Egress, 'fetch' | 'ensureAllowed'>;
  realtime: Pick<Realtime, 'emitToRoom'>;
  log: PluginContext['log'];
  /** the company's active subscriptions, read on every event (record-event.ts), are kept there */
  cache: PluginContext['cache'];
  queue: DeliveryQueue;
  config: WebhookConfig;
}
