import { createHmac, timingSafeEqual } from 'node:crypto';

/** `sha256=<hex HMAC-SHA256 of the raw body with the app secret>`, Meta's X-Hub-Signature-256 */
export function signatureOf(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** constant time, whatever the lengths: both sides are hashed to one size first */
export function sameSecret(a: string, b: string): boolean {
  const ha = createHmac('sha256', 'compare').update(a).digest();
  const hb = createHmac('sha256', 'compare').update(b).digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

/** false without a secret (fail closed), without a header, or with any other signature */
export function validSignature(
  rawBody: string | Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (!appSecret || !header) return false;
  return sameSecret(signatureOf(rawBody, appSecret), header.trim().toLowerCase());
}
