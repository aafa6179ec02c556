import { definePlugin } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import { createEventWebhookTables } from './migrations/001_event_webhooks.js';
import { eventWebhooksPermissions } from './permissions.js';
import { eventWebhookRoutes } from './routes.js';
import { listenToEventSources } from './listeners/event-sources.js';
import { webhookServices, type WebhookServices } from './services/webhook-services.js';
import type { DeliveryQueue } from './services/webhook-deps.js';
import { webhookConfig, type WebhookOptions } from './webhook-config.js';
import './errors.js';

export type { WebhookServices } from './services/webhook-services.js';
export type { WebhookOptions } from './webhook-config.js';
export { webhookEvents, type WebhookEventName } from './event-catalogue.js';
export { signBody } from './delivery/signature.js';

type DeliverJob = { companyId: number; id: number; attempt?: number };

/**
 * Outbound event webhooks (issue 34): a company subscribes URLs to events of the catalogue; each event becomes one
 * signed delivery per subscription, tried by the `deliver` job with backoff and logged; a receiver that stays
 * down gets its subscription paused. `options` set the delivery clock and limits (tests); docs/event-webhooks.md.
 */
export function eventWebhooksPlugin(options: WebhookOptions = {}) {
  return definePlugin<WebhookServices>({
    name: 'event-webhooks',
    requires: ['contacts', 'tickets'],
    declares: { permissions: eventWebhooksPermissions },
    migrations: [createEventWebhookTables],
    async setup(ctx) {
      const config = webhookConfig(options);
      const queue: DeliveryQueue = {
        now: async (companyId, id) => void (await ctx.jobs.now<DeliverJob>('deliver', { companyId, id })),
        // one job per delivery and try: a job rescheduling its own row would race its completion
        at: async (companyId, id, attempt, when) =>
          void (await ctx.jobs.unique<DeliverJob>(
            'deliver',
            { companyId, id, attempt },
            ['id', 'attempt'],
            when,
          )),
      };
      const services = webhookServices({
        db: ctx.db,
        secrets: ctx.secrets,
        egress: ctx.egress,
        realtime: ctx.realtime,
        log: ctx.log,
        cache: ctx.cache,
        queue,
        config,
      });
      ctx.jobs.define<DeliverJob>('deliver', async ({ companyId, data }) => {
        const result = await services.attempt(companyId!, data.id);
        if (result.tried && result.nextAttemptAt)
          await queue.at(companyId!, data.id, result.attempts + 1, result.nextAttemptAt);
      });
      // the safety net: what a job missed (a crash between recording and scheduling, a lease run out)
      ctx.jobs.define('sweep', async ({ log }) => {
        const tried = await services.deliverDue();
        if (tried) log.info({ tried }, 'due webhook deliveries tried');
      });
      await ctx.jobs.every('1 minute', 'sweep', {});
      eventWebhookRoutes(ctx.router, services);
      listenToEventSources(ctx.hooks, ctx.services<TicketServices>('tickets'), services);
      return services;
    },
    ui: {
      module: 'event-webhooks',
      routes: ['/event-webhooks'],
      menu: [
        {
          label: 'event-webhooks:menu',
          titles: { pt: 'Webhooks de eventos', en: 'Event webhooks', es: 'Webhooks de eventos' },
          path: '/event-webhooks',
          icon: 'send-to-graph',
          section: 'admin',
          order: 176,
          permission: 'event-webhooks:manage',
        },
      ],
    },
  });
}

export default eventWebhooksPlugin();
