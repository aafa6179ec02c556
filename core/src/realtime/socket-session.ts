import type { Socket } from 'socket.io';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { VerifiedClaims } from '../auth/access-token.js';
import { checkAccess } from '../auth/access-check.js';
import { DAY_MS, isOverdue, type CompanyStanding } from '../auth/company-access.js';
import type { Caller } from '../auth/load-caller.js';
import type { Sessions } from '../auth/sessions.js';
import type { TokenDenylist } from '../auth/token-denylist.js';
import { rooms } from './rooms.js';
import type { SocketUser } from './room-kinds.js';

// setTimeout overflows past 2^31-1 ms (24.8 days) and would fire at once
const MAX_TIMER_MS = 2 ** 31 - 1;
/** a check that failed (the database away a moment) is tried again this soon rather than closing the socket */
const RETRY_MS = 5_000;

export interface SocketSessionDeps {
  knex: Knex;
  denylist: TokenDenylist;
  sessions: Sessions;
  /** JWT_EXPIRES_IN: how often a socket that outlived its token checks its session again */
  accessLifetimeMs: number;
  graceDays: number;
  log: Logger;
}

export interface ConnectedUser extends SocketUser {
  claims: VerifiedClaims;
  /** past its due date and grace days: the socket hears only billing events */
  overdue: boolean;
}

export const connectedUser = (claims: VerifiedClaims, caller: Caller, graceDays: number): ConnectedUser => ({
  id: caller.id,
  companyId: caller.companyId,
  profile: caller.profile,
  super: caller.super,
  admin: caller.super || caller.profile === 'admin',
  claims,
  overdue: !caller.super && isOverdue(caller.company, graceDays),
});

/** The rooms a socket starts in: its session's always; its company's, or only billing's while overdue. */
export function initialRooms(user: ConnectedUser): string[] {
  const { companyId, claims } = user;
  const session = claims.sid ? [rooms.session(claims.sid)] : [];
  if (user.overdue) return [...session, rooms.overdue(companyId), rooms.anyOverdue()];
  return [
    ...session,
    rooms.company(companyId),
    rooms.user(companyId, user.id),
    ...(user.admin ? [rooms.admins(companyId)] : []),
    ...(user.super ? [rooms.supers()] : []),
  ];
}

export const heldToBilling = (socket: Socket, companyId: number) =>
  socket.rooms.has(rooms.overdue(companyId));

/** Leaves every room but the session's and keeps only billing's: the company went past its due date. */
function holdToBilling(socket: Socket, user: ConnectedUser) {
  const keep = user.claims.sid ? rooms.session(user.claims.sid) : undefined;
  for (const room of socket.rooms) if (room !== socket.id && room !== keep) void socket.leave(room);
  void socket.join([rooms.overdue(user.companyId), rooms.anyOverdue()]);
  user.overdue = true;
}

const overdueAt = (company: CompanyStanding, graceDays: number) =>
  company.dueDate ? company.dueDate.getTime() + graceDays * DAY_MS + 1 : undefined;

/**
 * Keeps a socket exactly as long as its right to it. The token's expiry no longer closes it: a tab left open
 * would lose what it was typing (the Whaticket client reloads when its socket is closed with an expired token
 * in storage). Instead, at expiry and then every access-token lifetime, the socket checks again that its
 * session stands (not logged out, its refresh cookie not revoked nor expired) and that its user may still
 * sign in; a socket whose token carries no session (issued before sessions existed) closes at expiry as it
 * used to. Revocation does not wait for the check: logout, password or profile changes, deletion and
 * suspension close sockets at once (Realtime.disconnect*). The same check moves a socket to billing-only
 * events when its company's due date passes. Returns the function that stops watching.
 */
export function watchSocketSession(
  socket: Socket,
  deps: SocketSessionDeps,
  company: CompanyStanding,
): () => void {
  const user = socket.data.user as ConnectedUser;
  const { claims } = user;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = (standing: CompanyStanding | undefined) => {
    if (stopped) return;
    const now = Date.now();
    const expiry = claims.exp * 1000;
    let at = expiry > now ? expiry : now + deps.accessLifetimeMs;
    const due = standing && !user.overdue ? overdueAt(standing, deps.graceDays) : undefined;
    if (due !== undefined && due > now) at = Math.min(at, due);
    timer = setTimeout(() => void check(), Math.min(Math.max(0, at - now), MAX_TIMER_MS));
  };

  const check = async () => {
    try {
      const expired = claims.exp * 1000 <= Date.now();
      const access = await checkAccess(deps, claims);
      const stands = access.ok && (!expired || (claims.sid ? await deps.sessions.stands(claims.sid) : false));
      if (!access.ok || !stands) {
        socket.disconnect(true);
        return;
      }
      if (!user.overdue && !user.super && isOverdue(access.caller.company, deps.graceDays))
        holdToBilling(socket, user);
      schedule(access.caller.company);
    } catch (err) {
      deps.log.warn({ err, userId: user.id }, 'socket session check failed; trying again');
      if (!stopped) timer = setTimeout(() => void check(), RETRY_MS);
    }
  };

  schedule(company);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
