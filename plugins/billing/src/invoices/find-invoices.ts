import { notFound, tenant } from '@balcao/core';
import { Invoice, invoiceWire } from '../invoice-model.js';

export const INVOICES_PAGE = 20;

/**
 * GET /invoices/all: the company's invoices, newest due date first, 20 a page. Whaticket answers a plain array
 * (its client reads `data.hasMore` off it, which is always undefined), so the array is kept; a full page means
 * there may be more. searchParam matches the detail.
 */
export async function listInvoices(companyId: number, opts: { searchParam?: string; pageNumber?: number }) {
  const page = Math.max(1, opts.pageNumber ?? 1);
  const q = tenant(companyId)(Invoice)
    .orderBy('dueDate', 'desc')
    .orderBy('id', 'desc')
    .limit(INVOICES_PAGE)
    .offset((page - 1) * INVOICES_PAGE);
  const search = opts.searchParam?.trim().toLowerCase();
  if (search) q.whereRaw('LOWER(detail) LIKE ?', [`%${search}%`]);
  return (await q).map(invoiceWire);
}

export async function findInvoice(companyId: number, id: number): Promise<Invoice> {
  const invoice = await tenant(companyId)(Invoice).findById(id);
  if (!invoice) throw notFound('ERR_NO_INVOICE_FOUND');
  return invoice;
}
