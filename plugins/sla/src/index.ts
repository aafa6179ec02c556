import { definePlugin } from '@balcao/core';
import type { QueueServices } from '@balcao/plugin-queues';
import type { TagServices } from '@balcao/plugin-tags';
import type { TicketServices } from '@balcao/plugin-tickets';
import { createSlaTables } from './migrations/001_sla.js';
import { addSlaOwners } from './migrations/002_sla_owners.js';
import { slaPermissions } from './permissions.js';
import { slaRoutes } from './routes.js';
import { listenToTickets } from './listeners/ticket-listeners.js';
import { slaBadge } from './services/sla-badge.js';
import { slaServices, type SlaServices } from './services/sla-services.js';
import './errors.js';
import './sla-breached-hook.js';

export type { SlaServices } from './services/sla-services.js';
export type { TicketSlaWire, TargetWire } from './services/ticket-sla-wire.js';
export type { PolicyWire } from './contracts.js';
export { pickPolicy } from './services/choose-policy.js';
export type { SlaTarget } from './sla-models.js';

export interface SlaOptions {
  /** the SLA clock (tests move it); the real one by default */
  now?: () => Date;
}

/**
 * SLA policies (issue 34): per company, first-response, next-response and resolution targets in minutes,
 * optionally counted in opening hours, applied by tag, queue, connection or company-wide (the most specific
 * wins). Each ticket gets its due times (`ticket_slas`, served as `ticket.sla`); the `sweep` job raises each
 * breach once (timeline, `sla.breached`, the bell of the attendant and the queue's supervisors). docs/sla.md.
 */
export function slaPlugin(options: SlaOptions = {}) {
  return definePlugin<SlaServices>({
    name: 'sla',
    requires: ['tickets', 'queues', 'tags'],
    declares: { permissions: slaPermissions },
    migrations: [createSlaTables, addSlaOwners],
    async setup(ctx) {
      const tickets = ctx.services<TicketServices>('tickets');
      const services = slaServices({
        db: ctx.db,
        knex: ctx.knex,
        hooks: ctx.hooks,
        realtime: ctx.realtime,
        log: ctx.log,
        tickets,
        queues: ctx.services<QueueServices>('queues'),
        tags: ctx.services<TagServices>('tags'),
        now: options.now ?? (() => new Date()),
        cache: ctx.cache,
      });
      // in the caller's transaction: a ticket is loaded inside its change's (SQLite has one connection)
      tickets.enrich(async (companyId, list, trx) => {
        const slas = await services.ofTickets(
          companyId,
          list.map((t) => t.id),
          trx,
        );
        for (const t of list) {
          const sla = slas.get(t.id) ?? null;
          const ticket = t as { sla?: unknown; badges?: unknown[] };
          ticket.sla = sla;
          const badge = slaBadge(sla);
          if (badge) (ticket.badges ??= []).push(badge);
        }
      });
      listenToTickets(ctx.hooks, services);
      ctx.jobs.define('sweep', async ({ log }) => {
        const raised = await services.raiseDue();
        if (raised) log.info({ raised }, 'SLA breaches raised');
      });
      await ctx.jobs.every('1 minute', 'sweep', {});
      slaRoutes(ctx.router, services, tickets);
      return services;
    },
    ui: {
      module: 'sla',
      routes: ['/sla'],
      menu: [
        {
          label: 'sla:menu',
          titles: { pt: 'SLA', en: 'SLA', es: 'SLA' },
          path: '/sla',
          icon: 'stopwatch',
          section: 'admin',
          order: 177,
          permission: 'sla:manage',
        },
      ],
    },
  });
}

export default slaPlugin();
