import type Router from '@koa/router';
import { type AppState, idParam, parseBody, parseQuery, route } from '@balcao/core';
import { reportRange, type TicketServices } from '@balcao/plugin-tickets';
import { attainmentAnswer, attainmentQuery, checkPolicy, policyBody } from './sla-schemas.js';
import type { SlaServices } from './services/sla-services.js';

/** HTTP only: parse, call a service, answer. Policies are the company admin's; a ticket's SLA follows its sight. */
export function slaRoutes(router: Router<AppState>, sla: SlaServices, tickets: TicketServices) {
  const tags = ['sla'];
  const permission = 'sla:manage';
  const companyOf = (ctx: { state: AppState }) => ctx.state.user.companyId;
  route(
    router,
    { method: 'get', path: '/sla-policies', summary: "The company's SLA policies", tags, permission },
    async (ctx) => {
      ctx.body = await sla.list(companyOf(ctx));
    },
  );
  route(
    router,
    { method: 'get', path: '/sla-policies/:id', summary: 'One SLA policy', tags, permission },
    async (ctx) => {
      ctx.body = await sla.find(companyOf(ctx), idParam(ctx));
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/sla-policies',
      summary: 'Create an SLA policy',
      tags,
      body: policyBody,
      status: 201,
      permission,
      errors: ['ERR_SLA_TARGET_NOT_FOUND'],
    },
    async (ctx) => {
      ctx.body = await sla.create(companyOf(ctx), checkPolicy(parseBody(ctx, policyBody)));
      ctx.status = 201;
    },
  );
  route(
    router,
    {
      method: 'put',
      path: '/sla-policies/:id',
      summary: 'Replace an SLA policy (tickets already under it keep their due times)',
      tags,
      body: policyBody,
      permission,
      errors: ['ERR_NO_SLA_POLICY_FOUND', 'ERR_SLA_TARGET_NOT_FOUND'],
    },
    async (ctx) => {
      ctx.body = await sla.update(companyOf(ctx), idParam(ctx), checkPolicy(parseBody(ctx, policyBody)));
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: '/sla-policies/:id',
      summary: 'Delete an SLA policy',
      tags,
      permission,
      errors: ['ERR_NO_SLA_POLICY_FOUND'],
    },
    async (ctx) => {
      await sla.delete(companyOf(ctx), idParam(ctx));
      ctx.body = { message: 'SLA policy deleted' };
    },
  );
  route(
    router,
    {
      method: 'get',
      path: '/tickets/:ticketId/sla',
      summary: "A ticket's SLA: its policy, due times and what was met or breached (null: none applies)",
      tags,
    },
    async (ctx) => {
      const ticketId = idParam(ctx, 'ticketId');
      await tickets.ensureCanView(ctx.state.user, ticketId);
      ctx.body = { sla: await sla.ofTicket(companyOf(ctx), ticketId) };
    },
  );
  route(
    router,
    {
      method: 'get',
      path: '/sla-report',
      summary: 'SLA attainment of the tickets started in a period, by queue or attendant (Balcão-only)',
      tags,
      query: attainmentQuery,
      response: attainmentAnswer,
      permission,
    },
    async (ctx) => {
      const q = parseQuery(ctx, attainmentQuery);
      ctx.body = await sla.attainment(companyOf(ctx), reportRange(q), q.by);
    },
  );
}
