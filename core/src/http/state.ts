import type { Profile } from '../domain/users/user-model.js';

/** The verified caller; companyId here is the only company a request can act on. */
export interface AuthUser {
  id: number;
  companyId: number;
  profile: Profile;
  super: boolean;
  /** the company is past its due date and grace period: only billing routes answer (auth/company-access.ts) */
  overdue: boolean;
}

export interface AppState {
  user: AuthUser;
  /** raw claims set by koa-jwt (auth/access-token.ts AccessClaims; `exp` is checked before use) */
  jwt?: { id: number; companyId: number; tv: number; exp?: number; sid?: string; jti?: string };
}
