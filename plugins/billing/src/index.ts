import { definePlugin } from '@balcao/core';
import { createInvoicesTable } from './migrations/001_invoices.js';
import { chooseGateway } from './gateway/choose-gateway.js';
import { defineInvoiceJob } from './invoices/invoice-job.js';
import { generateInvoices } from './invoices/generate-invoices.js';
import { applyPayment } from './payments/apply-payment.js';
import { createCharge } from './payments/create-charge.js';
import type { BillingDeps } from './payments/billing-deps.js';
import { invoiceRoutes } from './routes/invoice-routes.js';
import { subscriptionRoutes } from './routes/subscription-routes.js';
import { billingUi } from './ui.js';
// registers the plugin's error codes (and merges their types) before any route can throw one
import './errors.js';
import { billingPermissions } from './permissions.js';

export { Invoice, invoiceWire, type InvoiceWire } from './invoice-model.js';
export { signSandboxBody, SANDBOX_SIGNATURE_HEADER, type SandboxWebhookBody } from './gateway/sandbox.js';
export { asaasGateway } from './gateway/asaas.js';
export { advanceByRecurrence, periodKey } from './recurrence.js';
export type { PaymentGateway, PaymentNotice } from './gateway/gateway.js';

const positive = (v: string | undefined, fallback: number) =>
  Number.isFinite(Number(v)) && v !== undefined && v !== '' && Number(v) >= 0 ? Number(v) : fallback;

/** Invoices, the Pix checkout and the gateway's webhook (spec §2 Invoices and checkout, §4, §7). */
export default definePlugin({
  name: 'billing',
  declares: { permissions: billingPermissions },
  // an overdue company must still see its invoices and pay them
  availableWhenOverdue: true,
  migrations: [createInvoicesTable],
  async setup(ctx) {
    const { gateway, sandboxSecret } = chooseGateway(ctx.config);
    // an overdue company's sockets hear this plugin's payment confirmations and nothing else
    ctx.realtime.hearWhenOverdue('payment');
    const deps: BillingDeps = { knex: ctx.knex, db: ctx.db, realtime: ctx.realtime, log: ctx.log, gateway };
    const generate = {
      knex: ctx.knex,
      db: ctx.db,
      leadDays: positive(process.env.BILLING_INVOICE_LEAD_DAYS, 10),
    };
    const job = defineInvoiceJob(ctx, generate, process.env.BILLING_INVOICE_EVERY || '1 day');
    invoiceRoutes(ctx.router);
    subscriptionRoutes(ctx.router, ctx.publicRouter, deps);
    await job.schedule();
    return {
      gateway: gateway.name,
      /** the sandbox's webhook signing secret (tests and the demo sign their payment notices with it) */
      sandboxSecret: gateway.name === 'sandbox' ? sandboxSecret : undefined,
      generateInvoices: (now?: Date) => generateInvoices(generate, now),
      createCharge: (companyId: number, invoiceId: number) => createCharge(deps, companyId, { invoiceId }),
      applyPayment: (notice: Parameters<typeof applyPayment>[1]) => applyPayment(deps, notice),
    };
  },
  ui: billingUi,
});

export type BillingServices = {
  gateway: 'sandbox' | 'asaas';
  sandboxSecret: string | undefined;
  generateInvoices(now?: Date): Promise<void>;
  createCharge(companyId: number, invoiceId: number): ReturnType<typeof createCharge>;
  applyPayment(notice: Parameters<typeof applyPayment>[1]): ReturnType<typeof applyPayment>;
};
