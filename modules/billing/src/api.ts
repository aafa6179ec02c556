import { api, type Page, type PageRequest } from '@balcao/kit';
import type { CompanyPlanWire as CompanyPlan, CompanyWire } from '@balcao/core/contracts';
import type { CheckoutInput, InvoiceWire, PixChargeWire } from '@balcao/plugin-billing/contracts';

export type { InvoiceWire as Invoice, PixChargeWire as PixCharge } from '@balcao/plugin-billing/contracts';

/** GET /companies/listPlan/:id (core) */
export type { CompanyPlanWire as CompanyPlan } from '@balcao/core/contracts';
/** The server answers a plain array (Whaticket's shape): a full page of 20 means there may be more. */
export const INVOICES_PAGE = 20;
export async function fetchInvoicePage(req: PageRequest<Record<string, never>>): Promise<Page<InvoiceWire>> {
  const items = await api.get<InvoiceWire[]>(
    '/invoices/all',
    { searchParam: req.searchParam, pageNumber: req.pageNumber },
    req.signal,
  );
  return { items, hasMore: items.length >= INVOICES_PAGE };
}

export const subscribe = (input: CheckoutInput) => api.post<PixChargeWire>('/subscription', input);
export const fetchCompanyPlan = (companyId: number) =>
  api.get<CompanyPlan>(`/companies/listPlan/${companyId}`);
/** GET /companies/:id (core): what the billing screen reads of it */
export const fetchCompany = (companyId: number) =>
  api.get<Pick<CompanyWire, 'email' | 'dueDate' | 'trialExpiration'>>(`/companies/${companyId}`);
