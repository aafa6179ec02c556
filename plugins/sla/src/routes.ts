import type Router from '@koa/router';
import { type AppState, crudRoutes, idParam, parseQuery, route } from '@balcao/core';
import { reportRange, type TicketServices } from '@balcao/plugin-tickets';
import { attainmentAnswer, attainmentQuery, checkPolicy, policyBody } from './sla-schemas.js';
import type { SlaServices } from './services/sla-services.js';

/** HTTP only: parse, call a service, answer. Policies are the company admin's; a ticket's SLA follows its sight. */
export function slaRoutes(router: Router<AppState>, sla: SlaServices, tickets: TicketServices) {
  const tags = ['sla'];
  const permission = 'sla:manage';
  const companyOf = (ctx: { state: AppState }) => ctx.state.user.companyId;
  crudRoutes(router, {
    path: '/sla-policies',
    tags,
    permission,
    index: { summary: "The company's SLA policies", run: ({ user }) => sla.list(user.companyId) },
    show: { summary: 'One SLA policy', run: ({ user, id }) => sla.find(user.companyId, id) },
    create: {
      summary: 'Create an SLA policy',
      body: policyBody,
      status: 201,
      errors: ['ERR_SLA_TARGET_NOT_FOUND'],
      run: ({ user, body }) => sla.create(user.companyId, checkPolicy(body)),
    },
    update: {
      summary: 'Replace an SLA policy (tickets already under it keep their due times)',
      body: policyBody,
      errors: ['ERR_NO_SLA_POLICY_FOUND', 'ERR_SLA_TARGET_NOT_FOUND'],
      run: ({ user, id, body }) => sla.update(user.companyId, id, checkPolicy(body)),
    },
    delete: {
      summary: 'Delete an SLA policy',
      errors: ['ERR_NO_SLA_POLICY_FOUND'],
      run: ({ user, id }) => sla.delete(user.companyId, id),
      answer: { message: 'SLA policy deleted' },
    },
  });
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
