import { createHmac } from 'node:crypto';

/**
 * The `X-Balcao-Signature` value: `sha256=` and the hex HMAC-SHA256 of the exact body bytes, keyed by the
 * subscription's secret (as GitHub signs; the integrations plugin's webhooks sign the same way).
 */
export function signBody(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}
