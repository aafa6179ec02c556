import { definePlugin } from '@balcao/core';
import type { TicketServices } from '../../src/index.js';

/**
 * The chaos test's bot: answers every inbound text with `echo <body>` in its ticket, keyed by the inbox event
 * (delivery to steps is at least once), so each answer is one outbound message whatever process runs it.
 */
export default definePlugin({
  name: 'chaos-echo',
  requires: ['tickets'],
  setup(ctx) {
    const tickets = ctx.services<TicketServices>('tickets');
    ctx.pipeline.step({
      name: 'chaos-echo:reply',
      at: 'ticket',
      order: 100,
      kinds: ['message'],
      async handle(event, { state }) {
        const ticket = (state as { ticket?: { id: number } }).ticket;
        const payload = event.payload as { fromMe?: boolean; body?: string };
        if (!ticket || payload.fromMe) return;
        await tickets.send(event.companyId, ticket.id, {
          body: `echo ${payload.body}`,
          idempotencyKey: `echo:${event.id}`,
        });
      },
    });
  },
});
