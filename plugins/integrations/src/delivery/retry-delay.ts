import { deliveryConfig } from './delivery-config.js';

/**
 * How long to wait before try `nextTry` (2 for the first retry): "full jitter" (a random wait between 0 and an
 * exponentially growing ceiling), so receivers that came back are not hit by every queued delivery at once. A
 * receiver's Retry-After (seconds or an HTTP date) is honoured as a floor; the cap bounds both.
 */
export function retryDelayMs(nextTry: number, retryAfter: string | null, now = Date.now()): number {
  const cap = deliveryConfig.retryCapMs();
  const ceiling = Math.min(cap, deliveryConfig.retryBaseMs() * 2 ** Math.max(0, nextTry - 2));
  const jittered = Math.random() * ceiling;
  const asked = retryAfterMs(retryAfter, now);
  return Math.round(Math.min(cap, Math.max(jittered, asked ?? 0)));
}

/** Retry-After as milliseconds from now; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
