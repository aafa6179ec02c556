import type Router from '@koa/router';
import { type AppState, idParam, parseBody, parseQuery, route } from '@balcao/core';
import { kanbanPlanOnly } from './kanban/kanban-plan.js';
import { kanbanQuery, syncBody } from './ticket-tag-schemas.js';
import type { TicketTagServices } from './services/ticket-tag-services.js';

/** HTTP only: tags on tickets and the kanban board, at Whaticket's paths (spec §7). */
export function ticketTagRoutes(router: Router<AppState>, services: TicketTagServices) {
  const spec = { tags: ['tags'] };
  route(
    router,
    {
      method: 'put',
      path: '/ticket-tags/:ticketId/:tagId',
      summary: 'Put a tag on a ticket (kanban; plan useKanban)',
      status: 201,
      ...spec,
    },
    kanbanPlanOnly,
    async (ctx) => {
      ctx.body = await services.add(ctx.state.user, idParam(ctx, 'ticketId'), idParam(ctx, 'tagId'));
      ctx.status = 201;
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: '/ticket-tags/:ticketId',
      summary: "Remove a ticket's kanban tags (plan useKanban)",
      ...spec,
    },
    kanbanPlanOnly,
    async (ctx) => {
      await services.removeKanban(ctx.state.user, idParam(ctx, 'ticketId'));
      ctx.body = { message: 'Ticket tags removed successfully.' };
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/tags/sync',
      summary: "Replace a ticket's tags; answers the ticket",
      body: syncBody,
      ...spec,
    },
    async (ctx) => {
      ctx.body = await services.sync(ctx.state.user, parseBody(ctx, syncBody));
    },
  );
  route(
    router,
    {
      method: 'get',
      path: '/ticket/kanban',
      summary: 'Kanban cards: { tickets, count, hasMore } (plan useKanban)',
      query: kanbanQuery,
      ...spec,
    },
    kanbanPlanOnly,
    async (ctx) => {
      ctx.body = await services.board(ctx.state.user, parseQuery(ctx, kanbanQuery));
    },
  );
}
