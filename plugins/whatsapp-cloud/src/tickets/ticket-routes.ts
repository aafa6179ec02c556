import type Router from '@koa/router';
import { z } from 'zod';
import {
  idParam,
  parseBody,
  route,
  templateButtonsSchema,
  templateHeaderSchema,
  type AppState,
} from '@balcao/core';
import { idempotencyKey } from '@balcao/plugin-tickets';
import { sendTicketTemplate, ticketWindow, type TicketSendingDeps } from './ticket-sending.js';

const tags = ['whatsapp-cloud'];

/** the request body of a template send: our template id, the body's {{n}} in order, its header and buttons */
export const templateSendBody = z.object({
  templateId: z.number().int().positive(),
  variables: z.array(z.string().trim().min(1).max(1024)).max(20).default([]),
  header: templateHeaderSchema.optional(),
  buttons: templateButtonsSchema.optional(),
});

/** What the composer asks of a Cloud ticket: the 24-hour window, and a template send at any time. */
export function cloudTicketRoutes(router: Router<AppState>, deps: TicketSendingDeps) {
  route(
    router,
    {
      method: 'get',
      path: '/whatsapp-cloud/tickets/:ticketId/window',
      summary:
        "Whether the ticket's customer may get free text now: the Cloud API's 24-hour window (Balcão-only)",
      tags,
    },
    async (ctx) => {
      ctx.body = await ticketWindow(deps, ctx.state.user, idParam(ctx, 'ticketId'));
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/whatsapp-cloud/tickets/:ticketId/template',
      summary:
        "Sends one of the connection's approved templates, filled, in the ticket; honours Idempotency-Key",
      tags,
      body: templateSendBody,
      errors: [
        'ERR_CLOUD_TEMPLATE_NOT_FOUND',
        'ERR_CLOUD_TEMPLATE_NOT_APPROVED',
        'ERR_CLOUD_TEMPLATE_VARIABLES',
        'ERR_CLOUD_TEMPLATE_HEADER',
        'ERR_CLOUD_TEMPLATE_BUTTONS',
      ],
    },
    async (ctx) => {
      const ticketId = idParam(ctx, 'ticketId');
      // a ticket out of reach is not found before its body is judged (nothing said about another company's)
      await deps.tickets.ensureCanView(ctx.state.user, ticketId);
      const body = parseBody(ctx, templateSendBody);
      const key = z
        .object({ key: idempotencyKey.optional() })
        .parse({ key: ctx.get('idempotency-key') || undefined }).key;
      ctx.body = await sendTicketTemplate(deps, ctx.state.user, ticketId, {
        ...body,
        ...(key ? { idempotencyKey: key } : {}),
      });
    },
  );
}
