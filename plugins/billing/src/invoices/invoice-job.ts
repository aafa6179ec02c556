import type { PluginContext } from '@balcao/core';
import { generateInvoices, type GenerateDeps } from './generate-invoices.js';

/**
 * The invoice job: once at boot and then every BILLING_INVOICE_EVERY (default '1 day'). It walks every company
 * itself (no companyId in its data), so it is not gated per tenant; generateInvoices skips inactive ones.
 */
export function defineInvoiceJob(ctx: PluginContext, deps: GenerateDeps, every: string) {
  ctx.jobs.define('generate-invoices', async ({ log }) => {
    await generateInvoices(deps);
    log.debug('invoices generated');
  });
  return {
    async schedule() {
      await ctx.jobs.every(every, 'generate-invoices', {});
      await ctx.jobs.now('generate-invoices', {});
    },
  };
}
