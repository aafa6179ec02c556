import type { EgressFetch } from '@balcao/core';
import type { TaxDocument } from '../document.js';
import {
  ProviderUnavailable,
  type BillingCustomer,
  type BillingProvider,
  type OpenInvoice,
} from './billing-provider.js';
import { requestJson, type HttpOptions } from './provider-http.js';

export interface AsaasSettings {
  /** asaas: the account's API key */
  apiKey: string;
  /** https://api.asaas.com/v3 unless ASAAS_BASE_URL says otherwise (the sandbox, the tests' fake) */
  baseUrl: string;
  timeoutMs: number;
  /** the kernel's egress guard (ctx.egress.fetch): the host is the company's */
  fetch: EgressFetch;
}

interface Page<T> {
  data?: T[];
}

interface AsaasCustomer {
  id: string;
  name?: string;
}

interface AsaasPayment {
  id: string;
  dueDate: string;
  value: number;
  billingType?: string;
  bankSlipUrl?: string | null;
  invoiceUrl?: string | null;
}

export const asaasProductionUrl = 'https://api.asaas.com/v3';

/** At most this many open charges are listed, the oldest first. */
const maxInvoices = 5;

/**
 * Asaas (header `access_token`): the customer by `GET /customers?cpfCnpj=`, its charges by `GET /payments` with
 * status OVERDUE and PENDING (one status per request), then per charge the digitable line
 * (`/payments/{id}/identificationField`) and the Pix copy-and-paste payload (`/payments/{id}/pixQrCode`). A charge
 * that is not a boleto answers those with an error, which only drops that part.
 */
export function asaasProvider(settings: AsaasSettings): BillingProvider {
  const http: HttpOptions = { provider: 'asaas', timeoutMs: settings.timeoutMs, fetch: settings.fetch };
  const base = settings.baseUrl.replace(/\/+$/, '');
  const get = <T>(path: string) =>
    requestJson<T>(http, `${base}${path}`, {
      headers: { access_token: settings.apiKey, 'Content-Type': 'application/json' },
    });
  // a charge without a boleto or Pix answers 400 there: that part is absent, not the system down
  const optional = async <T>(path: string) => {
    try {
      return await get<T>(path);
    } catch (err) {
      if (err instanceof ProviderUnavailable && err.status && err.status >= 400 && err.status < 500)
        return undefined;
      throw err;
    }
  };

  return {
    name: 'asaas',
    async findCustomer(document: TaxDocument) {
      const page = await get<Page<AsaasCustomer>>(`/customers?cpfCnpj=${document.digits}`);
      const customer = page.data?.[0];
      return customer ? { id: customer.id, name: customer.name ?? '' } : undefined;
    },
    async openInvoices(customer: BillingCustomer) {
      const byStatus = async (status: string) =>
        (
          await get<Page<AsaasPayment>>(
            `/payments?customer=${encodeURIComponent(customer.id)}&status=${status}`,
          )
        ).data ?? [];
      const payments = [...(await byStatus('OVERDUE')), ...(await byStatus('PENDING'))]
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
        .slice(0, maxInvoices);
      const invoices: OpenInvoice[] = [];
      for (const p of payments) {
        const id = encodeURIComponent(p.id);
        const line = await optional<{ identificationField?: string; barCode?: string }>(
          `/payments/${id}/identificationField`,
        );
        const pix = await optional<{ payload?: string }>(`/payments/${id}/pixQrCode`);
        const pdfUrl = p.bankSlipUrl || p.invoiceUrl;
        invoices.push({
          dueDate: p.dueDate,
          amount: Number(p.value),
          digitableLine: line?.identificationField || line?.barCode || '',
          ...(pix?.payload ? { pixCode: pix.payload } : {}),
          ...(pdfUrl ? { pdfUrl } : {}),
        });
      }
      return invoices;
    },
  };
}
