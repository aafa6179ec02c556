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
    ctx.pipeline.stage({ name: 'chaos-echo', after: ['turn'], before: ['bots'] });
    ctx.pipeline.step({
      name: 'chaos-echo:reply',
      stage: 'chaos-echo',
      kinds: ['message'],
      async handle(event, { state: { turn } }) {
        if (!turn || event.payload.fromMe) return;
        await tickets.send(event.companyId, turn.ticket.id, {
          body: `echo ${event.payload.body}`,
          idempotencyKey: `echo:${event.id}`,
        });
      },
    });
  },
});
