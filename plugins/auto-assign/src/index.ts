import { definePlugin } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import type { QueueServices } from '@balcao/plugin-queues';
import { registerAutoAssignAction } from './auto-assign-action.js';
import { createAutoAssignTables } from './migrations/001_auto_assign.js';
import { autoAssignRoutes } from './routes.js';
import { autoAssignServices, type AutoAssignServices } from './services/auto-assign-services.js';
import { onTicketChanged } from './triggers.js';
import { autoAssignPermissions } from './permissions.js';

export type { AutoAssignServices } from './services/auto-assign-services.js';
export type { AutoAssignSettings } from './settings-schemas.js';
export type { Assignment } from './services/assign-next.js';
export { pickAttendant, type Candidate } from './services/pick-attendant.js';

export interface AutoAssignOptions {
  /** the clock of the opening hours and turns (tests) */
  now?: () => Date;
}

/**
 * Fair auto-assignment (issue 17): a queue that has it on gives each waiting ticket to the online attendant of
 * the queue with the fewest open tickets (under the queue's capacity), the least recently served first, within
 * the queue's opening hours. Off by default, per queue.
 */
export function autoAssignPlugin(options: AutoAssignOptions = {}) {
  return definePlugin<AutoAssignServices>({
    name: 'auto-assign',
    declares: { permissions: autoAssignPermissions },
    requires: ['tickets', 'queues'],
    migrations: [createAutoAssignTables],
    async setup(ctx) {
      const deps = {
        knex: ctx.knex,
        db: ctx.db,
        hooks: ctx.hooks,
        settings: ctx.settings,
        log: ctx.log,
        tickets: ctx.services<TicketServices>('tickets'),
        queues: ctx.services<QueueServices>('queues'),
        now: options.now ?? (() => new Date()),
      };
      const services = autoAssignServices(deps);
      // a rule's or a macro's "assign by auto-assignment" (plugins/tickets' actions registry)
      registerAutoAssignAction(deps.tickets, deps);
      autoAssignRoutes(ctx.router, services);
      ctx.hooks.on('ticket.changed', (e) => onTicketChanged(services, e));
      ctx.hooks.on('ticket.queue-joined', async (e) => void (await services.offer(e.companyId, e.queueId)));
      // the catch-all: opening hours that began, attendants who came online, a missed hook
      ctx.jobs.define('offer-pending', async ({ log }) => {
        const assigned = await services.offerEverywhere();
        if (assigned) log.info({ assigned }, 'waiting tickets auto-assigned');
      });
      await ctx.jobs.every('1 minute', 'offer-pending', {});
      return services;
    },
  });
}

export default autoAssignPlugin();
