import type { EgressFetch } from '@balcao/core';
import type { TaxDocument } from '../document.js';
import type { BillingCustomer, BillingProvider, OpenInvoice } from './billing-provider.js';
import { ProviderUnavailable } from './billing-provider.js';
import { baseUrlOf, reais, requestJson, requestText, type HttpOptions } from './provider-http.js';

export interface IxcSettings {
  /** ipixc: the IXC server's host (or a full URL) */
  host: string;
  /** tokenixc: "id:token" of the webservice user, sent as Basic auth */
  token: string;
  timeoutMs: number;
  /** the kernel's egress guard (ctx.egress.fetch): the host is the company's */
  fetch: EgressFetch;
}

/** A grid listing's answer: `total` arrives as a string, errors as `{ type: 'error', message }`. */
interface IxcList<T> {
  type?: string;
  message?: string;
  total?: string | number;
  registros?: T[];
}

interface IxcCliente {
  id: string | number;
  razao?: string;
  fantasia?: string;
}

interface IxcAReceber {
  id: string | number;
  data_vencimento: string;
  valor: string;
  linha_digitavel?: string;
  gateway_link?: string;
  impresso?: string;
}

interface IxcPix {
  type?: string;
  pix?: { qrCode?: { qrcode?: string } };
}

/** At most this many open boletos are listed: the oldest ones, which the customer must pay first. */
const maxInvoices = 5;

/**
 * IXC Soft's webservice (https://{ipixc}/webservice/v1): listings are POSTs with header `ixcsoft: listar` and a
 * grid query (qtype/query/oper); the customer by `cliente.cnpj_cpf` in its masked form, as IXC stores it; open
 * receivables by `fn_areceber.id_cliente` with status A; `get_boleto` prints a boleto not printed yet, which is
 * when IXC fills its digitable line; `get_pix` answers the Pix copy-and-paste code when the charge has one.
 */
export function ixcProvider(settings: IxcSettings): BillingProvider {
  const http: HttpOptions = { provider: 'ixc', timeoutMs: settings.timeoutMs, fetch: settings.fetch };
  const url = (form: string) => baseUrlOf(settings.host, `/webservice/v1/${form}`);
  const headers = {
    Authorization: `Basic ${Buffer.from(settings.token).toString('base64')}`,
    'Content-Type': 'application/json',
  };
  const post = (body: unknown, listing = false): RequestInit => ({
    method: 'POST',
    headers: listing ? { ...headers, ixcsoft: 'listar' } : headers,
    body: JSON.stringify(body),
  });
  const list = async <T>(form: string, query: Record<string, string>) => {
    const answer = await requestJson<IxcList<T>>(
      http,
      url(form),
      post({ page: '1', sortorder: 'asc', ...query }, true),
    );
    if (answer.type === 'error')
      throw new ProviderUnavailable('ixc', `${form}: ${answer.message ?? 'error'}`);
    return answer.registros ?? [];
  };
  const receivables = (qtype: string, query: string) =>
    list<IxcAReceber>('fn_areceber', {
      qtype,
      query,
      oper: '=',
      rp: String(maxInvoices),
      sortname: 'fn_areceber.data_vencimento',
      grid_param: JSON.stringify([{ TB: 'fn_areceber.status', OP: '=', P: 'A' }]),
    });

  /** the boleto's line; printing it first when IXC has not yet (its line is empty until then) */
  async function digitableLine(row: IxcAReceber): Promise<string> {
    if (row.linha_digitavel) return row.linha_digitavel;
    // the answer is the PDF itself (base64); what matters is that the boleto now exists
    await requestText(
      http,
      url('get_boleto'),
      post({
        boletos: String(row.id),
        juro: 'N',
        multa: 'N',
        atualiza_boleto: 'N',
        tipo_boleto: 'arquivo',
        base64: 'S',
      }),
    );
    const [printed] = await receivables('fn_areceber.id', String(row.id));
    return printed?.linha_digitavel ?? '';
  }

  async function pixCode(row: IxcAReceber): Promise<string | undefined> {
    const answer = await requestJson<IxcPix>(http, url('get_pix'), post({ id_areceber: String(row.id) }));
    return answer.type === 'success' ? answer.pix?.qrCode?.qrcode || undefined : undefined;
  }

  return {
    name: 'ixc',
    async findCustomer(document: TaxDocument) {
      const [row] = await list<IxcCliente>('cliente', {
        qtype: 'cliente.cnpj_cpf',
        query: document.formatted,
        oper: '=',
        rp: '1',
        sortname: 'cliente.id',
      });
      if (!row) return undefined;
      return { id: String(row.id), name: row.razao || row.fantasia || '' };
    },
    async openInvoices(customer: BillingCustomer) {
      const rows = await receivables('fn_areceber.id_cliente', customer.id);
      const invoices: OpenInvoice[] = [];
      for (const row of rows.slice(0, maxInvoices)) {
        const line = await digitableLine(row);
        const pix = await pixCode(row);
        invoices.push({
          dueDate: row.data_vencimento,
          amount: reais(row.valor),
          digitableLine: line,
          ...(pix ? { pixCode: pix } : {}),
          ...(row.gateway_link ? { pdfUrl: row.gateway_link } : {}),
        });
      }
      return invoices;
    },
  };
}
