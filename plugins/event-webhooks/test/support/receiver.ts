import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Received } from '@balcao/core/testing';

export { startReceiver, type Received } from '@balcao/core/testing';

/**
 * The check docs/event-webhooks.md tells a receiver to make: `sha256=` and the hex HMAC-SHA256 of the raw body
 * with the subscription's secret, compared in constant time.
 */
export function verifySignature(req: Received, secret: string): boolean {
  const header = String(req.headers['x-balcao-signature'] ?? '');
  const expected = `sha256=${createHmac('sha256', secret).update(req.body, 'utf8').digest('hex')}`;
  return header.length === expected.length && timingSafeEqual(Buffer.from(header), Buffer.from(expected));
}
