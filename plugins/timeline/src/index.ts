import { definePlugin } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import { createTicketEventsTable } from './migrations/001_ticket_events.js';
import { timelineRoutes } from './routes.js';
import { recordTicketEvent } from './services/record-ticket-event.js';
import type { TimelineDeps } from './services/timeline-deps.js';

export type { TimelineEvent } from './services/timeline-deps.js';

/**
 * A ticket's timeline (issue 17): every `ticket.event` any plugin notifies (after its commit) is a row of
 * `ticket_events`; the conversation's panel reads them, live, and the ticket's export carries them.
 */
export default definePlugin({
  name: 'timeline',
  requires: ['tickets'],
  migrations: [createTicketEventsTable],
  setup(ctx) {
    const deps: TimelineDeps = {
      db: ctx.db,
      realtime: ctx.realtime,
      tickets: ctx.services<TicketServices>('tickets'),
    };
    // one at a time: a transaction's several facts (bot-step then queue-set) are announced together after its
    // commit, and the timeline's order is its ids'
    let last: Promise<void> = Promise.resolve();
    ctx.hooks.on('ticket.event', (e) => {
      last = last.then(
        () => recordTicketEvent(deps, e),
        () => recordTicketEvent(deps, e),
      );
      return last;
    });
    timelineRoutes(ctx.router, deps);
  },
});
