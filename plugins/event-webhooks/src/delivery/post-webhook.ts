import { EgressError, type EgressFetch } from '@balcao/core';
import { signBody } from './signature.js';

/** One try as it goes over the wire. */
export interface WebhookRequest {
  url: string;
  event: string;
  deliveryId: string;
  body: string;
  secret: string;
  /** when this try is made */
  at: Date;
}

/** What one try came to; `error` is ours to show (never the network's words, which could map internal hosts). */
export type TryOutcome =
  | { ok: true; statusCode: number; excerpt: string }
  | { ok: false; statusCode: number | null; excerpt: string | null; error: string; reason: string };

/** the answer's first characters kept in the log */
export const EXCERPT_CHARS = 500;

/**
 * POSTs the delivery once through the egress guard. A 2xx is delivered; any other status, a redirect (not
 * followed: the signed body would go to an address nobody subscribed), no answer in time or an address the guard
 * refuses is a failed try.
 */
export async function postWebhook(
  fetch: EgressFetch,
  req: WebhookRequest,
  timeoutMs: number,
): Promise<TryOutcome> {
  try {
    const res = await fetch(req.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Balcao-Webhook/1',
        'X-Balcao-Event': req.event,
        'X-Balcao-Delivery': req.deliveryId,
        'X-Balcao-Timestamp': String(Math.floor(req.at.getTime() / 1000)),
        'X-Balcao-Signature': signBody(req.body, req.secret),
      },
      body: req.body,
      redirect: 'manual',
      timeoutMs,
      // an acknowledgement is short; a page this large is not one
      maxBytes: 1024 * 1024,
    });
    const excerpt = (await res.text().catch(() => '')).slice(0, EXCERPT_CHARS);
    if (res.status >= 200 && res.status < 300) return { ok: true, statusCode: res.status, excerpt };
    return {
      ok: false,
      statusCode: res.status,
      excerpt,
      error: `HTTP ${res.status}`,
      reason: `HTTP ${res.status}`,
    };
  } catch (err) {
    if (!(err instanceof EgressError)) throw err;
    const error = err.kind === 'refused' ? 'Address not allowed' : 'No answer';
    return { ok: false, statusCode: null, excerpt: null, error, reason: `${err.kind}: ${err.reason}` };
  }
}
