import { timingSafeEqual } from 'node:crypto';
import { DateTime } from 'luxon';
import { AppError } from '@balcao/core';
import type {
  PaymentGateway,
  PaymentNotice,
  PixCharge,
  PixChargeRequest,
  WebhookRequest,
} from './gateway.js';
import { BILLING_ZONE } from '../recurrence.js';

export interface AsaasOptions {
  /** https://api.asaas.com/v3 in production, https://api-sandbox.asaas.com/v3 for Asaas' own sandbox */
  baseUrl: string;
  apiKey: string;
  /** the token set on the webhook in Asaas' panel; Asaas sends it back as `asaas-access-token` */
  webhookToken: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Asaas' events that mean the money arrived (PAYMENT_RECEIVED is Pix's; CONFIRMED comes first for cards). */
const paidEvents = new Set(['PAYMENT_RECEIVED', 'PAYMENT_CONFIRMED']);

/**
 * Asaas' REST API v3 for Pix: a customer per company (found again by its externalReference), a PIX payment per
 * charge (`POST /payments`), then its QR code (`GET /payments/{id}/pixQrCode`). Its webhooks are authenticated
 * by the `asaas-access-token` header, compared in constant time with the configured token.
 */
export function asaasGateway(opts: AsaasOptions): PaymentGateway {
  // the platform's own gateway at ASAAS_API_URL, set by the operator: not a call on a tenant's behalf
  // eslint-disable-next-line no-restricted-globals
  const doFetch = opts.fetch ?? fetch;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    let res: Response;
    try {
      res = await doFetch(`${opts.baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          access_token: opts.apiKey,
          'content-type': 'application/json',
          accept: 'application/json',
          'user-agent': 'Balcao',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
    } catch {
      throw new AppError('ERR_PAYMENT_GATEWAY', 502);
    }
    if (!res.ok) throw new AppError('ERR_PAYMENT_GATEWAY', 502);
    return (await res.json()) as T;
  };

  const customerOf = async (req: PixChargeRequest): Promise<string> => {
    const ref = `company-${req.companyId}`;
    const found = await call<{ data?: { id: string }[] }>(
      'GET',
      `/customers?externalReference=${encodeURIComponent(ref)}`,
    );
    if (found.data?.[0]) return found.data[0].id;
    const made = await call<{ id: string }>('POST', '/customers', {
      name: req.payer.name,
      email: req.payer.email ?? undefined,
      externalReference: ref,
    });
    return made.id;
  };

  return {
    name: 'asaas',
    async createPixCharge(req: PixChargeRequest): Promise<PixCharge> {
      const customer = await customerOf(req);
      const payment = await call<{ id: string }>('POST', '/payments', {
        customer,
        billingType: 'PIX',
        value: Number(req.amount.toFixed(2)),
        dueDate: DateTime.max(
          DateTime.fromJSDate(req.dueDate, { zone: BILLING_ZONE }),
          DateTime.now().setZone(BILLING_ZONE),
        ).toISODate(),
        description: req.description,
        externalReference: `invoice-${req.invoiceId}`,
      });
      const qr = await call<{ payload: string; expirationDate?: string }>(
        'GET',
        `/payments/${encodeURIComponent(payment.id)}/pixQrCode`,
      );
      return {
        txid: payment.id,
        payload: qr.payload,
        expiresAt: qr.expirationDate ? new Date(qr.expirationDate.replace(' ', 'T') + '-03:00') : null,
      };
    },
    readWebhook({ headers, body }: WebhookRequest): PaymentNotice | null {
      const sent = Buffer.from(String(headers['asaas-access-token'] ?? ''));
      const expected = Buffer.from(opts.webhookToken);
      if (!opts.webhookToken || sent.length !== expected.length || !timingSafeEqual(sent, expected))
        return null;
      const b = body as { event?: string; payment?: { id?: string; value?: number } } | undefined;
      if (!b?.payment?.id || !Number.isFinite(Number(b.payment.value))) return null;
      return { txid: b.payment.id, amount: Number(b.payment.value), paid: paidEvents.has(String(b.event)) };
    },
  };
}
