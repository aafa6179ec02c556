import type Router from '@koa/router';
import { type AppState, idParam, parseQuery, route } from '@balcao/core';
import { exportTicket } from './services/export-ticket.js';
import { readEvents } from './services/read-events.js';
import type { TimelineDeps } from './services/timeline-deps.js';
import { transcript } from './services/transcript.js';
import { exportQuery } from './timeline-schemas.js';

/** HTTP only: a ticket's timeline and its export, for whoever may see the ticket (GET /tickets/:id's rule). */
export function timelineRoutes(router: Router<AppState>, deps: TimelineDeps) {
  const tags = ['timeline'];
  route(
    router,
    { method: 'get', path: '/tickets/:ticketId/timeline', summary: "A ticket's events, oldest first", tags },
    async (ctx) => {
      const ticketId = idParam(ctx, 'ticketId');
      await deps.tickets.ensureCanView(ctx.state.user, ticketId);
      ctx.body = await readEvents(deps, ctx.state.user.companyId, ticketId);
    },
  );
  route(
    router,
    {
      method: 'get',
      path: '/tickets/:ticketId/export',
      summary: 'The ticket, its messages and its timeline (?format=json|txt)',
      query: exportQuery,
      tags,
    },
    async (ctx) => {
      const ticketId = idParam(ctx, 'ticketId');
      const { format } = parseQuery(ctx, exportQuery);
      const exported = await exportTicket(deps, ctx.state.user, ticketId);
      ctx.set('Content-Disposition', `attachment; filename="ticket-${ticketId}.${format}"`);
      if (format === 'txt') {
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = transcript(exported);
      } else ctx.body = exported;
    },
  );
}
