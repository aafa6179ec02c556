import { EgressError, type EgressFetch } from '@balcao/core';

/** One delivery as it goes over the wire, the same bytes and id on every try. */
export type DeliveryRequest = {
  url: string;
  deliveryId: string;
  /** the exact JSON sent, signed as is */
  body: string;
  signature: string;
};

/** What one try came to. */
export type TryOutcome =
  /** the receiver took it (2xx); `reply` is its JSON answer, undefined when it sent none or not JSON */
  | { kind: 'delivered'; status: number; reply: unknown }
  /** worth another try: the network failed, it timed out, a 5xx or a 429 */
  | { kind: 'retry'; reason: string; retryAfter: string | null }
  /** the receiver refused it (any other 4xx, or a 3xx we do not follow): another try would be refused again */
  | { kind: 'refused'; status: number }
  /** the egress guard refused its address: never sent, never retried (`reason` is for the log) */
  | { kind: 'blocked'; reason: string };

/** a receiver's answer is read up to this size; the rest is dropped (a reply is a few short texts) */
const MAX_REPLY_BYTES = 256 * 1024;

/** POSTs the delivery once through the egress guard, waiting at most `timeoutMs` for the answer (its body included). */
export async function postDelivery(
  fetch: EgressFetch,
  req: DeliveryRequest,
  timeoutMs: number,
): Promise<TryOutcome> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(req.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Balcao-Webhook/1',
        'X-Balcao-Delivery': req.deliveryId,
        'X-Balcao-Signature': req.signature,
      },
      body: req.body,
      // a redirect would re-send the signed body to an address nobody configured
      redirect: 'manual',
      timeoutMs,
    });
    text = await readCapped(res, MAX_REPLY_BYTES);
  } catch (err) {
    if (err instanceof EgressError && err.kind === 'refused') return { kind: 'blocked', reason: err.reason };
    const reason = err instanceof EgressError ? `${err.kind}: ${err.reason}` : String(err);
    return { kind: 'retry', reason, retryAfter: null };
  }
  if (res.status >= 200 && res.status < 300)
    return { kind: 'delivered', status: res.status, reply: parseJson(text) };
  if (res.status === 429 || res.status >= 500)
    return { kind: 'retry', reason: `HTTP ${res.status}`, retryAfter: res.headers.get('retry-after') };
  return { kind: 'refused', status: res.status };
}

/** The answer's text, or '' when it is larger than `max` bytes: another tenant's server cannot fill our memory. */
async function readCapped(res: Response, max: number): Promise<string> {
  if (!res.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += chunk.byteLength;
    // leaving the loop cancels the stream
    if (size > max) return '';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
