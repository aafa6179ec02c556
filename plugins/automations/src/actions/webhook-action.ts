import { z } from 'zod';
import { AppError, EgressError, type PluginContext } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import { fillBody, webhookFields } from './webhook-body.js';

const methods = ['POST', 'PUT', 'PATCH'] as const;

/**
 * `webhook.call`: sends the ticket (POST by default; PUT or PATCH when chosen) to the company's URL through the egress guard. The call is made in `prepare`,
 * before any action of the run writes (never inside the run's transaction, which must stay short): a failure
 * (refused address, no answer, a status of 400 or more) fails the whole run with nothing written. A receiver may
 * get the call again for one run (a later action failing rolls the run back, not the call): it dedupes on the
 * `Idempotency-Key` header, the same for every try of the same rule, fact and action. A body template, when
 * given, replaces the default JSON (webhook-body.ts).
 */
export function registerWebhookAction(
  tickets: TicketServices,
  egress: PluginContext['egress'],
  log: PluginContext['log'],
): void {
  tickets.actions.register({
    kind: 'webhook.call',
    labels: { pt: 'Chamar um webhook', en: 'Call a webhook', es: 'Llamar a un webhook' },
    params: z
      .object({
        url: z.string({ error: 'Required' }).trim().min(1, { error: 'Required' }).max(2000),
        // a rule saved before the method existed posts, as it did
        method: z.enum(methods, { error: 'Choose POST, PUT or PATCH' }).optional().default('POST'),
        body: z.string().max(10_000, { error: 'Too Long!' }).optional(),
      })
      .strict(),
    fields: webhookFields,
    // 400 ERR_EGRESS_URL_REFUSED for a URL refused on its face (http, a private address)
    check: async (_companyId, { url }) => egress.ensureAllowed(url, 'url'),
    async prepare(target, { url, method, body: template }) {
      const ticket = await tickets.load(target.companyId, target.ticketId);
      const facts = {
        key: target.key,
        id: ticket.id,
        status: ticket.status,
        queueId: ticket.queueId ?? null,
        userId: ticket.userId ?? null,
        contact: { name: ticket.contact?.name ?? '', number: ticket.contact?.number ?? '' },
      };
      const { body, type } = fillBody(template, facts);
      try {
        const res = await egress.fetch(url, {
          method,
          headers: { 'content-type': type, 'idempotency-key': `${target.key}:${target.index}` },
          body,
          timeoutMs: 5_000,
          maxBytes: 64 * 1024,
        });
        await res.body?.cancel();
        if (!res.ok) {
          log.warn({ status: res.status, key: target.key }, 'automation webhook refused');
          throw new AppError('ERR_AUTOMATION_WEBHOOK_FAILED', 502);
        }
        return { status: res.status };
      } catch (err) {
        if (!(err instanceof EgressError)) throw err;
        log.warn({ kind: err.kind, reason: err.reason, key: target.key }, 'automation webhook not delivered');
        throw new AppError('ERR_AUTOMATION_WEBHOOK_FAILED', 502);
      }
    },
    apply: async (_target, _params, _trx, prepared) => ({
      kind: 'webhook.call',
      ok: true,
      detail: { status: prepared.status },
    }),
  });
}
