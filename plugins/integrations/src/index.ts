import { definePlugin } from '@balcao/core';
import type { QueueServices } from '@balcao/plugin-queues';
import type { TicketServices } from '@balcao/plugin-tickets';
import { createIntegrationTables } from './migrations/001_queue_integrations.js';
import { integrationRoutes } from './routes.js';
import { integrationServices } from './services/integration-services.js';
import { integrationExists } from './services/find-integrations.js';
import type { IntegrationDeps } from './services/integration-deps.js';
import type { EngineDeps, EngineOptions } from './engine/engine-deps.js';
import { integrationStep } from './engine/integration-step.js';
import { greetOnJoin } from './engine/queue-joined.js';
import { actWith, type Act } from './engine/act.js';
import type { ActionDeps } from './engine/perform-actions.js';
import { createRunners } from './runners/index.js';
import { defineDeliveryJob } from './delivery/deliver-job.js';
import { testSessionRoutes } from './routes/test-session.js';
// registers the plugin's error codes (and merges their types) before any route can throw one
import './errors.js';
import { integrationsPermissions } from './permissions.js';

export type * from './runners/runner.js';
export type { IntegrationWire } from './services/integration-wire.js';
export type { IntegrationEvent } from './services/integration-events.js';
export type { EngineOptions } from './engine/engine-deps.js';
export { QueueIntegration } from './integration-model.js';

/** What another plugin (or this plugin's jobs) gets with ctx.services<IntegrationServices>('integrations'). */
export type IntegrationServices = ReturnType<typeof integrationServices> & {
  /**
   * Sends actions a runner answered later exactly as the step does (engine/act.ts): keys
   * `integration:<eventKey>:<n>`, the delay between messages, the hand-over applied. The delivery job uses it.
   */
  act: Act;
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
      permissions: integrationsPermissions,
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
        egress: ctx.egress,
        realtime: ctx.realtime,
        secrets: ctx.secrets,
        log: ctx.log,
        tickets,
        queues,
      };
      // tickets and queues name an integration by id: this plugin answers whether it is the company's
      tickets().ownBots('integrationId', integrationExists);
      const crud = integrationServices(deps);
      integrationRoutes(ctx.router, crud, ctx.knex);
      const sending: ActionDeps = {
        db: ctx.db,
        log: ctx.log,
        tickets: tickets(),
        sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
        fetch: ctx.egress.fetch,
      };
      // one sending path: the step's actions and the delivery job's late replies (a webhook answering on a retry)
      const act = actWith(sending, crud.config);
      // per kernel: the webhook runner hands its retries to this kernel's job, never another's
      const deliveries = defineDeliveryJob(ctx, act);
      const engine: EngineDeps = {
        ...sending,
        knex: ctx.knex,
        secrets: ctx.secrets,
        cache: ctx.cache,
        queues: queues(),
        runners: createRunners({ deliveries, fetch: ctx.egress.fetch }),
        now: options.now ?? (() => new Date()),
      };
      // between the prompts of a connection and of a queue (docs/plugins.md lists the bots' priorities)
      tickets().bots.register({
        name: 'integrations.run',
        priority: 40,
        answer: (event, turn, step) => integrationStep(engine, event, turn, step),
      });
      ctx.hooks.on('ticket.queue-joined', (e) => greetOnJoin(engine, e));
      testSessionRoutes(ctx);
      return { ...crud, act };
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
          permission: 'integrations:manage',
          // spec §2: shown on plans with the flag; the routes check it themselves (routes.ts), so the page
          // stays mounted and can tell a company without it (spec §6)
          planFlag: 'useIntegrations',
        },
      ],
    },
  });
}

export default integrationsPlugin();
