import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  PaymentGateway,
  PaymentNotice,
  PixCharge,
  PixChargeRequest,
  WebhookRequest,
} from './gateway.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The sandbox's webhook body: what a test or the demo sends to say a charge was paid. */
export interface SandboxWebhookBody {
  txid: string;
  amount: number;
  status: 'CONCLUIDA' | 'ATIVA';
}

export const signSandboxBody = (secret: string, rawBody: string) =>
  `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

/**
 * A gateway that charges nothing: the demo, the tests and the e2e use it. Its charge is deterministic (the txid
 * and Pix payload derive from the invoice and amount), and its webhook is authentic only when signed with HMAC
 * SHA-256 over the raw body with the sandbox secret (`X-Sandbox-Signature: sha256=<hex>`).
 */
export function sandboxGateway(secret: string): PaymentGateway {
  return {
    name: 'sandbox',
    async createPixCharge(req: PixChargeRequest): Promise<PixCharge> {
      const txid = `sandbox${req.companyId}x${req.invoiceId}`;
      const amount = req.amount.toFixed(2);
      return {
        txid,
        // looks like a Pix EMV payload (a bank app would refuse it: the key is not a real one)
        payload: `00020126360014br.gov.bcb.pix0114balcaosandbox5204000053039865406${amount}5802BR5913BALCAO SANDBOX6009SAO PAULO62${String(txid.length + 4).padStart(2, '0')}05${String(txid.length).padStart(2, '0')}${txid}6304`,
        expiresAt: null,
      };
    },
    readWebhook({ headers, rawBody, body }: WebhookRequest): PaymentNotice | null {
      const sent = String(headers[SANDBOX_SIGNATURE_HEADER] ?? '');
      const expected = signSandboxBody(secret, rawBody);
      if (sent.length !== expected.length || !timingSafeEqual(Buffer.from(sent), Buffer.from(expected)))
        return null;
      const b = body as Partial<SandboxWebhookBody> | undefined;
      if (!b || typeof b.txid !== 'string' || !Number.isFinite(Number(b.amount))) return null;
      return { txid: b.txid, amount: Number(b.amount), paid: b.status === 'CONCLUIDA' };
    },
  };
}
