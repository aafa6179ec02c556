import { definePlugin } from '@balcao/core';
import type { QueueServices } from '@balcao/plugin-queues';
import type { TicketServices } from '@balcao/plugin-tickets';
import { createIntegrationTables } from './migrations/001_queue_integrations.js';
import { integrationRoutes } from './routes.js';
import { integrationServices } from './services/integration-services.js';
import type { IntegrationDeps } from './services/integration-deps.js';
import type { EngineDeps, EngineOptions } from './engine/engine-deps.js';
import { integrationStep } from './engine/integration-step.js';
import { greetOnJoin } from './engine/queue-joined.js';
import { performActions } from './engine/perform-actions.js';
import { runners } from './runners/index.js';
import { defineDeliveryJob } from './delivery/deliver-job.js';
import { testSessionRoutes } from './routes/test-session.js';
import type { RunnerAction } from './runners/runner.js';
// registers the plugin's error codes (and merges their types) before any route can throw one
import './errors.js';

export type * from './runners/runner.js';
export type { IntegrationWire } from './services/integration-wire.js';
export type { IntegrationEvent } from './services/integration-events.js';
export type { EngineOptions } from './engine/engine-deps.js';
export { QueueIntegration } from './integration-model.js';

/** What another plugin (or this plugin's jobs) gets with ctx.services<IntegrationServices>('integrations'). */
export type IntegrationServices = ReturnType<typeof integrationServices> & {
  /**
   * Sends actions a runner answered later (a webhook's reply delivered by a job) exactly as the step does:
   * keys `integration:<eventKey>:<n>`, the delay between messages, the hand-over applied.
   */
  act(
    companyId: number,
    ticketId: number,
    integrationId: number,
    eventKey: string,
    actions: RunnerAction[],
  ): Promise<'continues' | 'handover' | 'end'>;
};

/**
 * Queue integrations (spec §2, §3, §7): their CRUD, and the step that lets a queue's integration (typebot, n8n,
 * webhook, dialogflow) answer its tickets. `options` set the engine's clock and wait (tests).
 */
export function integrationsPlugin(options: EngineOptions = {}) {
  return definePlugin<IntegrationServices>({
    name: 'integrations',
    requires: ['tickets', 'queues'],
    declares: {
      planFlags: [
        {
          key: 'useIntegrations',
          labels: { pt: 'Integrações', en: 'Integrations', es: 'Integraciones' },
          default: true,
        },
      ],
    },
    migrations: [createIntegrationTables],
    setup(ctx) {
      const tickets = () => ctx.services<TicketServices>('tickets');
      const queues = () => ctx.services<QueueServices>('queues');
      const deps: IntegrationDeps = {
        db: ctx.db,
        realtime: ctx.realtime,
        secrets: ctx.secrets,
        log: ctx.log,
        tickets,
        queues,
      };
      const crud = integrationServices(deps);
      integrationRoutes(ctx.router, crud, ctx.knex);
      const engine: EngineDeps = {
        db: ctx.db,
        knex: ctx.knex,
        log: ctx.log,
        secrets: ctx.secrets,
        tickets: tickets(),
        queues: queues(),
        runners,
        now: options.now ?? (() => new Date()),
        sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      };
      ctx.pipeline.step({
        name: 'integrations.run',
        at: 'integration',
        order: 0,
        kinds: ['message'],
        handle: (event, step) =>
          event.kind === 'message' ? integrationStep(engine, event, step) : 'continue',
      });
      ctx.hooks.on('ticket.queue-joined', (e) => greetOnJoin(engine, e));
      defineDeliveryJob(ctx);
      testSessionRoutes(ctx);
      return {
        ...crud,
        act: async (companyId, ticketId, integrationId, eventKey, actions) => {
          const row = await crud.config(companyId, integrationId);
          return performActions(
            engine,
            { companyId, ticketId, integrationId, eventKey, delayMs: row.typebotDelayMessage },
            actions,
          );
        },
      };
    },
    ui: {
      module: 'queue-integrations',
      routes: ['/queue-integration'],
      menu: [
        {
          label: 'queue-integrations:menu',
          titles: { pt: 'Integrações', en: 'Integrations', es: 'Integraciones' },
          path: '/queue-integration',
          icon: 'data-connection',
          section: 'admin',
          order: 175,
          profiles: ['admin'],
          // spec §2: shown on plans with the flag; the routes check it themselves (routes.ts), so the page
          // stays mounted and can tell a company without it (spec §6)
          planFlag: 'useIntegrations',
        },
      ],
    },
  });
}

export default integrationsPlugin();
