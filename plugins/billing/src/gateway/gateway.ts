/** What the billing plugin needs of a payment provider: make a Pix charge, and read its webhooks. */
export interface PixChargeRequest {
  /** our invoice: providers keep it as the charge's external reference */
  invoiceId: number;
  companyId: number;
  /** BRL, from the invoice on the server (never from the client) */
  amount: number;
  description: string;
  dueDate: Date;
  payer: { name: string; email: string | null };
}

export interface PixCharge {
  /** the provider's id of the charge; the webhook names it */
  txid: string;
  /** the Pix "copia e cola" payload (EMV), also what the QR code encodes */
  payload: string;
  expiresAt: Date | null;
}

/** A webhook the provider authenticated, reduced to what the plugin acts on. */
export interface PaymentNotice {
  txid: string;
  /** BRL actually paid */
  amount: number;
  /** true only for a completed payment (other events are acknowledged and ignored) */
  paid: boolean;
}

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  /** the body's bytes as received: signatures are computed over them */
  rawBody: string;
  body: unknown;
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'asaas';
  createPixCharge(request: PixChargeRequest): Promise<PixCharge>;
  /** null when the request is not authentic (bad signature or token): nothing may change */
  readWebhook(request: WebhookRequest): PaymentNotice | null;
}

/** Money compared in cents, so 99.9 and "99.90" are one amount and float noise is not. */
export const cents = (value: number | string): number => Math.round(Number(value) * 100);
