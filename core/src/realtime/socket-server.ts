import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { Knex } from 'knex';
import { verifyAccessToken } from '../auth/access-token.js';
import { checkAccess } from '../auth/access-check.js';
import type { CompanyStanding } from '../auth/company-access.js';
import { rooms } from './rooms.js';
import { companyPlan } from '../plugins/plan-guard.js';
import type { RoomKind, SocketUser } from './room-kinds.js';
import type { Realtime } from './realtime.js';
import {
  connectedUser,
  heldToBilling,
  initialRooms,
  watchSocketSession,
  type ConnectedUser,
  type SocketSessionDeps,
} from './socket-session.js';

const PING_MS = 18_000; // spec §7 and §9
const joinable = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * socket.io on the API's HTTP server. The JWT is checked in the handshake (auth.token, or query.token as the
 * Whaticket client sends it) as HTTP checks it; each socket joins its session, company and user rooms and may
 * join status, ticket and notification rooms of its own company only. An overdue company's socket joins only
 * its billing room (socket-session.ts). How long a socket lives: socket-session.ts.
 */
export function createSocketServer(
  opts: SocketSessionDeps & {
    http: HttpServer;
    secret: string;
    realtime: Realtime;
    corsOrigin: (origin: string | undefined) => boolean;
  },
): Server {
  const io = new Server(opts.http, {
    pingInterval: PING_MS,
    pingTimeout: PING_MS,
    cors: { origin: (origin, cb) => cb(null, opts.corsOrigin(origin)), credentials: true },
  });

  io.use(async (socket, next) => {
    try {
      const claims = verifyAccessToken(opts.secret, handshakeToken(socket) ?? '');
      const access = claims && (await checkAccess(opts, claims));
      if (!claims || !access?.ok) throw new Error('refused');
      socket.data.user = connectedUser(claims, access.caller, opts.graceDays);
      socket.data.company = access.caller.company;
      next();
    } catch {
      next(new Error('ERR_SESSION_EXPIRED'));
    }
  });

  io.on('connection', (socket) => {
    const user = socket.data.user as ConnectedUser;
    const { companyId } = user;
    void socket.join(initialRooms(user));
    const stopWatching = watchSocketSession(socket, opts, socket.data.company as CompanyStanding);
    void markOnline(opts.knex, user.id, true);

    /** Joins when the value is valid, the plan has the room's flag and every authorizer allows; acks the answer. */
    const joinRoom = async (kind: RoomKind, args: unknown[]) => {
      const ack = typeof args.at(-1) === 'function' ? (args.at(-1) as (r: object) => void) : undefined;
      const value = kind.takesValue ? args[0] : '';
      if (heldToBilling(socket, companyId)) return ack?.({ ok: false, error: 'ERR_SUBSCRIPTION_OVERDUE' });
      let allowed = false;
      try {
        allowed =
          (!kind.takesValue || validId(value)) &&
          (!kind.planFlag || Boolean((await companyPlan(opts.knex, companyId))?.[kind.planFlag])) &&
          (await everyAllows(kind, user, String(value)));
        if (allowed) await socket.join(kind.room(companyId, String(value)));
      } catch (err) {
        opts.log.error({ err, event: kind.join }, 'room join check failed');
      }
      ack?.(allowed ? { ok: true } : { ok: false, error: 'ERR_NO_PERMISSION' });
    };

    for (const kind of opts.realtime.roomKinds.all()) {
      socket.on(kind.join, (...args: unknown[]) => void joinRoom(kind, args));
      if (kind.leave)
        socket.on(kind.leave, (value: unknown) => {
          if (validId(value)) void socket.leave(kind.room(companyId, String(value)));
        });
    }
    socket.on('userStatus', () => void markOnline(opts.knex, user.id, true));
    socket.on('disconnect', async () => {
      stopWatching();
      const still = (await io.in(rooms.user(companyId, user.id)).fetchSockets()).length;
      if (!still) await markOnline(opts.knex, user.id, false);
    });
    socket.emit('ready');
  });

  opts.realtime.attach(io);
  return io;
}

function handshakeToken(socket: Socket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth.replace(/^Bearer\s+/i, '');
  const fromQuery = socket.handshake.query.token;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : undefined;
}

// clients send "undefined" or nothing when they have no ticket yet: ignore, never throw
const validId = (v: unknown) =>
  (typeof v === 'string' || typeof v === 'number') && v !== 'undefined' && joinable.test(String(v));

async function everyAllows(kind: RoomKind, user: SocketUser, value: string) {
  for (const allows of kind.authorizers ?? []) if (!(await allows(user, value))) return false;
  return true;
}

async function markOnline(knex: Knex, userId: number, online: boolean) {
  await knex('users')
    .where({ id: userId })
    .update({ online, lastSeenAt: new Date() })
    .catch(() => undefined);
}
