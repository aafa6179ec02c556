import { api, type Page, type PageRequest } from '@balcao/kit';

/** An invoice as GET /invoices/all serves it (spec §3 Invoice). */
export interface Invoice {
  id: number;
  detail: string;
  value: number;
  dueDate: string;
  status: 'open' | 'paid';
  paidAt: string | null;
}

/** The Pix charge POST /subscription answers (Whaticket's shape: qrcode.qrcode, valor.original). */
export interface PixCharge {
  txid: string;
  valor: { original: string };
  qrcode: { qrcode: string };
  invoiceId: number;
}

interface CheckoutInput {
  firstName: string;
  lastName: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  useAddressForPaymentDetails: boolean;
  nameOnCard: string;
  cardNumber: string;
  cvv: string;
  plan: string;
  price: number;
  users: number;
  connections: number;
  invoiceId: number;
}

export interface CompanyPlan {
  id: number;
  name: string;
  plan: {
    id: number;
    name: string;
    users: number;
    connections: number;
    queues: number;
    value: number;
  } | null;
}
export interface CompanyDetails {
  id: number;
  name: string;
  email: string | null;
  dueDate: string | null;
  trialExpiration: string | null;
  recurrence: string | null;
}

/** The server answers a plain array (Whaticket's shape): a full page of 20 means there may be more. */
export const INVOICES_PAGE = 20;
export async function fetchInvoicePage(req: PageRequest<Record<string, never>>): Promise<Page<Invoice>> {
  const items = await api.get<Invoice[]>(
    '/invoices/all',
    { searchParam: req.searchParam, pageNumber: req.pageNumber },
    req.signal,
  );
  return { items, hasMore: items.length >= INVOICES_PAGE };
}

export const subscribe = (input: CheckoutInput) => api.post<PixCharge>('/subscription', input);
export const fetchCompanyPlan = (companyId: number) =>
  api.get<CompanyPlan>(`/companies/listPlan/${companyId}`);
export const fetchCompany = (companyId: number) => api.get<CompanyDetails>(`/companies/${companyId}`);
