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
      const { companyId, id } = ctx.state.user;
      ctx.body = await services.add(companyId, idParam(ctx, 'ticketId'), idParam(ctx, 'tagId'), id);
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
      const { companyId, id } = ctx.state.user;
      await services.removeKanban(companyId, idParam(ctx, 'ticketId'), id);
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
      const { companyId, id } = ctx.state.user;
      ctx.body = await services.sync(companyId, parseBody(ctx, syncBody), id);
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
