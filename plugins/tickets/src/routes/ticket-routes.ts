import type Router from '@koa/router';
import { type AppState, idParam, parseBody, parseQuery, route } from '@balcao/core';
import { createTicketBody, ticketListQuery, updateTicketBody } from '../ticket-schemas.js';
import { createTicket } from '../services/create-ticket.js';
import { deleteTicket } from '../services/delete-ticket.js';
import { listTickets } from '../services/list-tickets.js';
import { showTicket, showTicketByUuid } from '../services/show-ticket.js';
import type { TicketDeps } from '../services/ticket-deps.js';
import { loadViewer } from '../services/ticket-viewer.js';
import { updateTicket } from '../services/update-ticket.js';

/** HTTP only: Whaticket's ticket routes (spec §7), their query names and answer shapes. */
export function ticketRoutes(router: Router<AppState>, deps: TicketDeps) {
  const tags = ['tickets'];
  const viewer = (ctx: { state: AppState }) => loadViewer(deps, ctx.state.user);

  route(
    router,
    {
      method: 'get',
      path: '/tickets',
      summary: 'A page of the tickets you may see',
      tags,
      query: ticketListQuery,
    },
    async (ctx) => {
      ctx.body = await listTickets(deps, await viewer(ctx), parseQuery(ctx, ticketListQuery));
    },
  );
  route(
    router,
    { method: 'get', path: '/tickets/u/:uuid', summary: 'One ticket by its uuid', tags },
    async (ctx) => {
      ctx.body = await showTicketByUuid(deps, await viewer(ctx), String(ctx.params.uuid));
    },
  );
  route(router, { method: 'get', path: '/tickets/:id', summary: 'One ticket', tags }, async (ctx) => {
    ctx.body = await showTicket(deps, await viewer(ctx), idParam(ctx));
  });
  route(
    router,
    {
      method: 'post',
      path: '/tickets',
      summary: 'Open a ticket for a contact',
      tags,
      body: createTicketBody,
    },
    async (ctx) => {
      ctx.body = await createTicket(deps, await viewer(ctx), parseBody(ctx, createTicketBody));
    },
  );
  route(
    router,
    {
      method: 'put',
      path: '/tickets/:id',
      summary: 'Accept, return, resolve, reopen or transfer a ticket',
      tags,
      body: updateTicketBody,
    },
    async (ctx) => {
      ctx.body = await updateTicket(deps, await viewer(ctx), idParam(ctx), parseBody(ctx, updateTicketBody));
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: '/tickets/:id',
      summary: 'Delete a ticket (admin)',
      tags,
      permission: 'tickets:delete',
    },
    async (ctx) => {
      await deleteTicket(deps, ctx.state.user.companyId, idParam(ctx));
      ctx.body = { message: 'ticket deleted' };
    },
  );
}
