import type Router from '@koa/router';
import { AppError, type AppState, parseBody, route } from '@balcao/core';
import { subscriptionBody, webhookBody } from '../billing-schemas.js';
import { createCharge } from '../payments/create-charge.js';
import { applyPayment } from '../payments/apply-payment.js';
import type { BillingDeps } from '../payments/billing-deps.js';

/**
 * POST /subscription (a Pix charge for an invoice, spec §7) and the gateway's webhook, on the public router:
 * the gateway has no session, so the webhook is authenticated by the gateway's own signature or token.
 */
export function subscriptionRoutes(
  router: Router<AppState>,
  publicRouter: Router<AppState>,
  deps: BillingDeps,
) {
  const tags = ['subscription'];
  route(
    router,
    {
      method: 'post',
      path: '/subscription',
      summary: 'A Pix charge for an unpaid invoice (admin)',
      tags,
      body: subscriptionBody,
      permission: 'billing:pay',
    },
    async (ctx) => {
      const body = parseBody(ctx, subscriptionBody);
      ctx.body = await createCharge(deps, ctx.state.user.companyId, body);
    },
  );
  route(
    publicRouter,
    {
      method: 'post',
      path: '/subscription/webhook',
      summary: "The payment gateway's notice (authenticated by its signature; Balcão addition)",
      tags,
      auth: 'public',
      body: webhookBody,
    },
    async (ctx) => {
      const notice = deps.gateway.readWebhook({
        headers: ctx.headers,
        rawBody: (ctx.request as { rawBody?: string }).rawBody ?? '',
        body: parseBody(ctx, webhookBody),
      });
      if (!notice) throw new AppError('ERR_WEBHOOK_SIGNATURE', 403);
      // every authentic notice is acknowledged (2xx), so the gateway does not retry one that changes nothing
      ctx.body = { received: true, outcome: await applyPayment(deps, notice) };
    },
  );
}
