import type { EgressFetch } from '@balcao/core';
import type { TaxDocument } from '../document.js';
import type { BillingCustomer, BillingProvider, OpenInvoice } from './billing-provider.js';
import { ProviderUnavailable } from './billing-provider.js';
import { baseUrlOf, reais, requestText, type HttpOptions } from './provider-http.js';

export interface MkAuthSettings {
  /** ipmkauth: the MK-Auth server's host (or a full URL) */
  host: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  /** the kernel's egress guard (ctx.egress.fetch): the host is the company's */
  fetch: EgressFetch;
}

interface MkCliente {
  login?: string;
  nome?: string;
}

interface MkTitulo {
  titulo?: string | number;
  datavenc?: string;
  valor?: string | number;
  status?: string;
  linhadig?: string;
  qrcode?: string | null;
}

// MK-Auth wraps some answers in `dados_cliente`; read both shapes
type Wrapped<T> = T & { dados_cliente?: T };
const unwrap = <T>(value: Wrapped<T>): T => value.dados_cliente ?? value;

/** titles still to pay: MK-Auth marks them "aberto", or "vencido" once past due */
const openStatus = new Set(['aberto', 'vencido']);

/**
 * MK-Auth's API (https://{ipmkauth}/api/): `GET /api/` with the client id and secret as Basic auth answers a JWT,
 * sent as Bearer to `GET /api/cliente/show/{cpf or cnpj}` (the text NULL when nobody has it) and
 * `GET /api/titulo/titulos/{login}`; each title carries its digitable line (`linhadig`) and, with Pix on,
 * `qrcode`; its PDF is MK-Auth's boleto page for the title.
 */
export function mkAuthProvider(settings: MkAuthSettings): BillingProvider {
  const http: HttpOptions = { provider: 'mk-auth', timeoutMs: settings.timeoutMs, fetch: settings.fetch };
  const url = (path: string) => baseUrlOf(settings.host, path);
  let token: string | undefined;

  async function bearer(): Promise<string> {
    if (token) return token;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const text = (
      await requestText(http, url('/api/'), { headers: { Authorization: `Basic ${basic}` } })
    ).trim();
    // the JWT comes as the body, sometimes as a JSON string
    const jwt = text.startsWith('"') ? (JSON.parse(text) as string) : text;
    if (!/^[\w-]+\.[\w-]+\.[\w-]*$/.test(jwt))
      throw new ProviderUnavailable('mk-auth', 'no token in the answer');
    return (token = jwt);
  }

  async function get<T>(path: string): Promise<T | undefined> {
    const text = (
      await requestText(http, url(path), { headers: { Authorization: `Bearer ${await bearer()}` } })
    ).trim();
    if (!text || text === 'NULL' || text === 'null') return undefined;
    try {
      return JSON.parse(text) as T;
    } catch (err) {
      throw new ProviderUnavailable('mk-auth', `${path} answered no JSON: ${text.slice(0, 200)}`, {
        cause: err,
      });
    }
  }

  return {
    name: 'mk-auth',
    async findCustomer(document: TaxDocument) {
      const answer = await get<Wrapped<MkCliente>>(`/api/cliente/show/${document.digits}`);
      const cliente = answer && unwrap(answer);
      if (!cliente?.login) return undefined;
      return { id: cliente.login, name: cliente.nome ?? '' };
    },
    async openInvoices(customer: BillingCustomer) {
      const answer = await get<Wrapped<{ titulos?: MkTitulo[] | MkTitulo }>>(
        `/api/titulo/titulos/${encodeURIComponent(customer.id)}`,
      );
      const titulos = answer ? unwrap(answer).titulos : undefined;
      const list = Array.isArray(titulos) ? titulos : titulos ? [titulos] : [];
      return list
        .filter((t) => openStatus.has(String(t.status ?? '').toLowerCase()) && t.datavenc)
        .sort((a, b) => String(a.datavenc).localeCompare(String(b.datavenc)))
        .map((t): OpenInvoice => ({
          dueDate: String(t.datavenc).slice(0, 10),
          amount: reais(t.valor),
          digitableLine: t.linhadig ?? '',
          ...(t.qrcode ? { pixCode: t.qrcode } : {}),
          ...(t.titulo != null
            ? { pdfUrl: url(`/boleto/21boleto.php?titulo=${encodeURIComponent(String(t.titulo))}`) }
            : {}),
        }));
    },
  };
}
