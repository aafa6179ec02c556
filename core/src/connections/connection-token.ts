import { createHash } from 'node:crypto';
import { createAuthCipher, type AuthCipher } from '../channels/baileys/auth-cipher.js';

/**
 * A connection's messages-API token never sits in the database in clear: a SHA-256 finds the connection a
 * bearer token names, and an AES-GCM copy (key from SESSION_ENCRYPTION_KEY) lets the form show it read-only,
 * as spec §3 asks. The key is set once per process when the connection manager starts.
 */
let cipher: AuthCipher | undefined;
const ADDRESS = 'whatsapps.token';

export function useTokenKey(secret: string): void {
  cipher = createAuthCipher(secret);
}

const requireCipher = () => {
  if (!cipher) throw new Error('connection token key not set (useTokenKey)');
  return cipher;
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const sealToken = (token: string) => requireCipher().encrypt(token, ADDRESS);
export const openToken = (sealed: string) => requireCipher().decrypt(sealed, ADDRESS);

/** The two columns a raw insert (seeds, fixtures) writes for a token. */
export const tokenColumns = (token: string) => ({
  tokenHash: hashToken(token),
  tokenSealed: sealToken(token),
});
