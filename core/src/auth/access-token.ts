import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Config } from '../config/config.js';
import type { User } from '../domain/users/user-model.js';

export interface AccessClaims {
  id: number;
  companyId: number;
  profile: string;
  super: boolean;
  /** the user's token version: bumping it (password change) invalidates every token issued before */
  tv: number;
  /** the session: the refresh-token family this token was issued with; ending the session ends the token */
  sid?: string;
  /** this token's own id, for a logout that names only the token */
  jti?: string;
  exp?: number;
}

/** Claims that passed the signature and carry an expiry (a token without `exp` would never end). */
export type VerifiedClaims = AccessClaims & { exp: number };

export function signAccessToken(config: Config, user: User, sid: string): string {
  const claims: AccessClaims = {
    id: user.id,
    companyId: user.companyId,
    profile: user.profile,
    super: user.super,
    tv: user.tokenVersion,
    sid,
  };
  return jwt.sign(claims, config.JWT_SECRET, {
    expiresIn: config.JWT_EXPIRES_IN as jwt.SignOptions['expiresIn'],
    jwtid: randomUUID(),
  });
}

/** The claims of a well-signed token that has an expiry, else undefined. `exp` is checked by jsonwebtoken. */
export function verifyAccessToken(secret: string, token: string): VerifiedClaims | undefined {
  try {
    return withExpiry(jwt.verify(token, secret, { algorithms: ['HS256'] }));
  } catch {
    return undefined;
  }
}

export function withExpiry(claims: unknown): VerifiedClaims | undefined {
  const c = claims as AccessClaims | undefined;
  return c && typeof c === 'object' && typeof c.exp === 'number' && Number.isFinite(c.exp)
    ? (c as VerifiedClaims)
    : undefined;
}

export const durationMs = (d: string): number => {
  const n = Number(d.slice(0, -1));
  const unit = d.slice(-1);
  return n * ({ s: 1e3, m: 6e4, h: 36e5, d: 864e5 } as Record<string, number>)[unit]!;
};
