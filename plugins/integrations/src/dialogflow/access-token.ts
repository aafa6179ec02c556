import { createHash } from 'node:crypto';
import type { EgressFetch } from '@balcao/core';
import { importPKCS8, SignJWT } from 'jose';
import { DialogflowError } from './dialogflow-error.js';
import { readGoogleError } from './google-error.js';
import type { ServiceAccount } from './service-account.js';

const SCOPE = 'https://www.googleapis.com/auth/cloud-platform';
/** a token is renewed this long before Google says it expires, so none is used as it lapses */
const EARLY_MS = 60_000;

interface Cached {
  token: Promise<string>;
  expiresAt: number;
}
// one entry per service account (its key included, so a replaced key gets a new token); tokens live an hour
const cache = new Map<string, Cached>();

/**
 * An OAuth access token for the service account (Google's "JWT bearer" grant): a JWT signed RS256 with the
 * account's private key, exchanged at its token_uri through the egress guard (a tenant writes that URL). Kept
 * until shortly before it expires; concurrent callers share one exchange.
 */
export async function accessToken(
  fetch: EgressFetch,
  account: ServiceAccount,
  now = Date.now(),
): Promise<string> {
  const key = cacheKey(account);
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.token;
  const entry: Cached = { token: Promise.resolve(''), expiresAt: now + EARLY_MS };
  entry.token = exchange(fetch, account).then(
    ({ token, expiresInS }) => {
      entry.expiresAt = Date.now() + expiresInS * 1000 - EARLY_MS;
      return token;
    },
    (err: unknown) => {
      cache.delete(key);
      throw err;
    },
  );
  cache.set(key, entry);
  return entry.token;
}

async function exchange(
  fetch: EgressFetch,
  account: ServiceAccount,
): Promise<{ token: string; expiresInS: number }> {
  const assertion = await signAssertion(account);
  let res: Response;
  try {
    res = await fetch(account.tokenUri, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      timeoutMs: 10_000,
      maxBytes: 64 * 1024,
    });
  } catch (err) {
    throw new DialogflowError('remote', `the token endpoint is unreachable: ${(err as Error).message}`);
  }
  const body = (await res.json().catch(() => undefined)) as
    { access_token?: string; expires_in?: number } | undefined;
  if (!res.ok || !body?.access_token)
    throw new DialogflowError(
      'remote',
      `the token endpoint refused the service account: ${readGoogleError(res, body)}`,
    );
  return { token: body.access_token, expiresInS: Number(body.expires_in) || 3600 };
}

async function signAssertion(account: ServiceAccount): Promise<string> {
  let key: Awaited<ReturnType<typeof importPKCS8>>;
  try {
    key = await importPKCS8(account.privateKey, 'RS256');
  } catch {
    throw new DialogflowError('credentials', 'the service account private_key is not an RSA PKCS#8 key');
  }
  return new SignJWT({ scope: SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(account.clientEmail)
    .setAudience(account.tokenUri)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);
}

const cacheKey = (a: ServiceAccount) =>
  `${a.tokenUri}|${a.clientEmail}|${createHash('sha256').update(a.privateKey).digest('hex')}`;
