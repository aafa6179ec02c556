import type { Knex } from 'knex';
import type { VerifiedClaims } from './access-token.js';
import { loadCaller, type Caller } from './load-caller.js';
import type { TokenDenylist } from './token-denylist.js';

export type AccessCheck =
  { ok: true; caller: Caller } | { ok: false; reason: 'ended' | 'stale' | 'inactive' };

/** The ids a token can be denied by: its own, and its session's. */
export const denialIds = (claims: { jti?: string; sid?: string }) =>
  [claims.jti, claims.sid].filter((id): id is string => typeof id === 'string' && id.length > 0);

/**
 * What HTTP and the socket handshake both check once the signature and expiry are good: the token's session
 * was not ended (logout) nor the token itself, the user still exists with the same token version and company,
 * and the company is active (super users excepted).
 */
export async function checkAccess(
  deps: { knex: Knex; denylist: TokenDenylist },
  claims: VerifiedClaims,
): Promise<AccessCheck> {
  if (await deps.denylist.anyDenied(denialIds(claims))) return { ok: false, reason: 'ended' };
  const caller = await loadCaller(deps.knex, claims.id);
  if (!caller || caller.tokenVersion !== claims.tv || caller.companyId !== claims.companyId)
    return { ok: false, reason: 'stale' };
  if (!caller.super && !caller.company.status) return { ok: false, reason: 'inactive' };
  return { ok: true, caller };
}
