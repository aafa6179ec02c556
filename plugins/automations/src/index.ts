import { definePlugin } from '@balcao/core';
import type { ContactServices } from '@balcao/plugin-contacts';
import type { QueueServices } from '@balcao/plugin-queues';
import type { TagServices } from '@balcao/plugin-tags';
import type { TicketServices } from '@balcao/plugin-tickets';
import { registerWebhookAction } from './actions/webhook-action.js';
import { listenToFacts } from './listeners/event-sources.js';
import { createAutomationTables } from './migrations/001_automations.js';
import { automationsPermissions } from './permissions.js';
import { automationRoutes } from './routes.js';
import { automationServices, type AutomationServices } from './services/automation-services.js';
import './automation-hook.js';
import './errors.js';

export type { AutomationServices } from './services/automation-services.js';
export type { AutomationFact } from './services/automation-fact.js';
export type * from './contracts.js';

/**
 * Automation rules (issue 34): event -> conditions -> actions, per company, edited on a screen. The actions are
 * the tickets' action registry's (docs/plugins.md "Ticket actions"), run by the system actor; each rule runs once
 * per fact and never on a fact its own actions caused. docs/automations.md for company admins.
 */
export function automationsPlugin(options: { now?: () => Date } = {}) {
  return definePlugin<AutomationServices>({
    name: 'automations',
    requires: ['contacts', 'tickets', 'queues', 'tags'],
    declares: { permissions: automationsPermissions },
    migrations: [createAutomationTables],
    setup(ctx) {
      const tickets = ctx.services<TicketServices>('tickets');
      const services = automationServices({
        db: ctx.db,
        cache: ctx.cache,
        hooks: ctx.hooks,
        log: ctx.log,
        tickets,
        contacts: ctx.services<ContactServices>('contacts'),
        queues: ctx.services<QueueServices>('queues'),
        tags: ctx.services<TagServices>('tags'),
        // one recurring sweep per company with an idle rule (a tenant job: an inactive company's is skipped)
        sweepEvery: async (companyId) => void (await ctx.jobs.every('1 minute', 'idle-sweep', { companyId })),
        now: options.now ?? (() => new Date()),
      });
      ctx.jobs.define('idle-sweep', async ({ companyId, log }) => {
        if (!companyId) return;
        const ran = await services.sweepIdle(companyId);
        if (ran) log.info({ companyId, ran }, 'idle tickets: automation rules ran');
      });
      registerWebhookAction(tickets, ctx.egress, ctx.log);
      automationRoutes(ctx.router, services);
      listenToFacts(ctx.hooks, tickets, services);
      return services;
    },
    ui: {
      module: 'automations',
      routes: ['/automations'],
      menu: [
        {
          label: 'automations:menu',
          titles: { pt: 'Automações', en: 'Automations', es: 'Automatizaciones' },
          path: '/automations',
          icon: 'flows',
          section: 'admin',
          order: 175,
          permission: 'automations:manage',
        },
      ],
    },
  });
}

export default automationsPlugin();
