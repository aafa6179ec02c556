import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const TOKEN_LENGTH = 32;
export const tokenPattern = /^[A-Za-z0-9]{32}$/;

/** 32 random alphanumerics (spec §9). Bytes >= 248 are skipped so every character is equally likely. */
export function generateToken(): string {
  let out = '';
  while (out.length < TOKEN_LENGTH) {
    for (const byte of randomBytes(48)) {
      if (byte >= 248) continue;
      out += ALPHABET[byte % ALPHABET.length];
      if (out.length === TOKEN_LENGTH) break;
    }
  }
  return out;
}
