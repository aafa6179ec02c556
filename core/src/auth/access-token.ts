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
}

export function signAccessToken(config: Config, user: User): string {
  const claims: AccessClaims = {
    id: user.id,
    companyId: user.companyId,
    profile: user.profile,
    super: user.super,
    tv: user.tokenVersion,
  };
  return jwt.sign(claims, config.JWT_SECRET, {
    expiresIn: config.JWT_EXPIRES_IN as jwt.SignOptions['expiresIn'],
  });
}

export const durationMs = (d: string): number => {
  const n = Number(d.slice(0, -1));
  const unit = d.slice(-1);
  return n * ({ s: 1e3, m: 6e4, h: 36e5, d: 864e5 } as Record<string, number>)[unit]!;
};
