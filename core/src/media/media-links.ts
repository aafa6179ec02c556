import { createHmac, timingSafeEqual } from 'node:crypto';

/** The query a signed link carries: the company it was made for, when it expires (epoch seconds), the HMAC. */
export interface LinkParams {
  company: number;
  expires: number;
  signature: string;
}

export type LinkCheck = 'ok' | 'invalid' | 'expired';

/**
 * HMAC-SHA256 over id, company and expiry. The key is derived from JWT_SECRET with a label of its own, so a
 * link's signature can never pass for a token's and rotating JWT_SECRET also voids every link.
 */
export class LinkSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('balcao:media-links:v1').digest();
  }

  sign(id: string, company: number, expires: number): string {
    return createHmac('sha256', this.key).update(`${id}\n${company}\n${expires}`).digest('base64url');
  }

  check(id: string, link: LinkParams, now = Date.now()): LinkCheck {
    const expected = Buffer.from(this.sign(id, link.company, link.expires));
    const given = Buffer.from(link.signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return link.expires * 1000 < now ? 'expired' : 'ok';
  }
}
