import type Router from '@koa/router';
import { type AppState, idParam, parseQuery, route } from '@balcao/core';
import { invoicePageQuery } from '../billing-schemas.js';
import { findInvoice, listInvoices } from '../invoices/find-invoices.js';
import { invoiceWire } from '../invoice-model.js';

/** GET /invoices/all and /invoices/:id: the caller's company's invoices (spec §7). */
export function invoiceRoutes(router: Router<AppState>) {
  const tags = ['invoices'];
  // the same page at both paths
  for (const path of ['/invoices/all', '/invoices'])
    route(
      router,
      { method: 'get', path, summary: "The company's invoices, 20 a page", tags, query: invoicePageQuery },
      async (ctx) => {
        ctx.body = await listInvoices(ctx.state.user.companyId, parseQuery(ctx, invoicePageQuery));
      },
    );
  route(
    router,
    { method: 'get', path: '/invoices/:id', summary: 'One invoice of the company', tags },
    async (ctx) => {
      ctx.body = invoiceWire(await findInvoice(ctx.state.user.companyId, idParam(ctx)));
    },
  );
}
