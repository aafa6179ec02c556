import { createHmac, timingSafeEqual } from 'node:crypto';
import { json, startFakeServer, type SeenRequest } from './fake-server.js';

export interface ReceiverAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** wait this long before answering */
  delayMs?: number;
}

/**
 * A webhook receiver as an integrator would write one: it checks the signature with the shared secret, answers
 * each try with the next scripted answer (the last one repeats), and counts a delivery once per
 * `X-Balcao-Delivery` id it accepted (2xx), however many tries reached it.
 */
export async function startReceiver(secretOf: string | (() => string), script: ReceiverAnswer[]) {
  // a getter when the secret is only known later (revealed by the create that needs the receiver's URL)
  const secret = () => (typeof secretOf === 'string' ? secretOf : secretOf());
  let n = 0;
  const accepted = new Map<string, unknown>();
  const fake = await startFakeServer(async (req, res) => {
    const answer = script[Math.min(n++, script.length - 1)]!;
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (!validSignature(req, secret())) return json(res, 401, { error: 'bad signature' });
    if (answer.status >= 200 && answer.status < 300) {
      accepted.set(String(req.headers['x-balcao-delivery']), JSON.parse(req.body));
    }
    json(res, answer.status, answer.body ?? {}, answer.headers);
  });
  return {
    ...fake,
    /** the deliveries that counted: one per delivery id the receiver accepted */
    accepted,
    deliveryIds: () => fake.seen.map((r) => String(r.headers['x-balcao-delivery'])),
    signaturesValid: () => fake.seen.every((r) => validSignature(r, secret())),
  };
}

/** The check the docs tell integrators to make: HMAC-SHA256 of the raw body, compared in constant time. */
export function validSignature(req: SeenRequest, secret: string): boolean {
  const header = String(req.headers['x-balcao-signature'] ?? '');
  const expected = `sha256=${createHmac('sha256', secret).update(req.body).digest('hex')}`;
  return header.length === expected.length && timingSafeEqual(Buffer.from(header), Buffer.from(expected));
}
