import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for session rows. The key is derived from the operator's secret with HKDF so the raw
 * secret is never used directly; every value gets its own IV, and the row's address is bound in as
 * associated data so a ciphertext copied to another connection or key id fails to decrypt.
 */
export interface AuthCipher {
  encrypt(plain: string, address: string): string;
  decrypt(stored: string, address: string): string;
}

const VERSION = 'v1';

export function createAuthCipher(secret: string | Buffer): AuthCipher {
  if (!secret || secret.length < 16)
    throw new Error('the channel auth secret must be at least 16 characters');
  const key = Buffer.from(hkdfSync('sha256', secret, 'balcao.channel-auth', 'aes-256-gcm session keys', 32));
  return {
    encrypt(plain, address) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(address));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64'),
        cipher.getAuthTag().toString('base64'),
        body.toString('base64'),
      ].join(':');
    },
    decrypt(stored, address) {
      const [version, iv, tag, body] = stored.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new Error('unknown session row format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAAD(Buffer.from(address));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
