import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import jwt from 'jsonwebtoken';
import type { Logger } from 'pino';
import type { Knex } from 'knex';
import type { AccessClaims } from '../auth/access-token.js';
import { rooms } from './rooms.js';
import type { Realtime } from './realtime.js';

const PING_MS = 18_000; // spec §7 and §9
// setTimeout overflows past 2^31-1 ms (24.8 days) and would fire at once
const MAX_TIMER_MS = 2 ** 31 - 1;
const joinable = /^[A-Za-z0-9_-]{1,64}$/;

interface SocketUser {
  id: number;
  companyId: number;
  super: boolean;
  admin: boolean;
  /** the access token's expiry: the socket lives no longer than the token it was opened with */
  expiresAt: number;
}

/**
 * socket.io on the API's HTTP server. The JWT is checked in the handshake (auth.token, or query.token as the
 * Whaticket client sends it); each socket joins its company and user rooms and may join status, ticket and
 * notification rooms of its own company only.
 */
export function createSocketServer(opts: {
  http: HttpServer;
  secret: string;
  knex: Knex;
  realtime: Realtime;
  log: Logger;
  corsOrigin: (origin: string | undefined) => boolean;
}): Server {
  const io = new Server(opts.http, {
    pingInterval: PING_MS,
    pingTimeout: PING_MS,
    cors: { origin: (origin, cb) => cb(null, opts.corsOrigin(origin)), credentials: true },
  });

  io.use(async (socket, next) => {
    const token = handshakeToken(socket);
    try {
      const claims = jwt.verify(token ?? '', opts.secret) as AccessClaims & { exp: number };
      const row = await opts
        .knex('users')
        .join('companies', 'companies.id', 'users.companyId')
        .where('users.id', claims.id)
        .first('users.tokenVersion', 'users.companyId', 'users.profile', 'users.super', 'companies.status');
      if (!row || row.tokenVersion !== claims.tv || row.companyId !== claims.companyId)
        throw new Error('stale token');
      const isSuper = Boolean(row.super);
      if (!isSuper && !row.status) throw new Error('inactive company');
      socket.data.user = {
        id: claims.id,
        companyId: claims.companyId,
        super: isSuper,
        admin: isSuper || row.profile === 'admin',
        expiresAt: claims.exp * 1000,
      } as SocketUser;
      next();
    } catch {
      next(new Error('ERR_SESSION_EXPIRED'));
    }
  });

  io.on('connection', (socket) => {
    const user = socket.data.user as SocketUser;
    const { companyId } = user;
    void socket.join([
      rooms.company(companyId),
      rooms.user(companyId, user.id),
      ...(user.admin ? [rooms.admins(companyId)] : []),
      ...(user.super ? [rooms.supers()] : []),
    ]);
    // the client reconnects with a refreshed token; an expired one is refused in the handshake
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.min(Math.max(0, user.expiresAt - Date.now()), MAX_TIMER_MS),
    );
    void markOnline(opts.knex, user.id, true);

    socket.on('joinChatBox', (ticketId: unknown) =>
      joinIfValid(socket, ticketId, (id) => rooms.ticket(companyId, id)),
    );
    socket.on('leaveChatBox', (ticketId: unknown) => {
      if (validId(ticketId)) void socket.leave(rooms.ticket(companyId, String(ticketId)));
    });
    socket.on('joinNotification', () => void socket.join(rooms.notification(companyId)));
    socket.on('joinTickets', (status: unknown) =>
      joinIfValid(socket, status, (s) => rooms.status(companyId, s)),
    );
    socket.on('leaveTickets', (status: unknown) => {
      if (validId(status)) void socket.leave(rooms.status(companyId, String(status)));
    });
    socket.on('userStatus', () => void markOnline(opts.knex, user.id, true));
    socket.on('disconnect', async () => {
      clearTimeout(expiry);
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

function joinIfValid(socket: Socket, value: unknown, room: (v: string) => string) {
  if (validId(value)) void socket.join(room(String(value)));
}

async function markOnline(knex: Knex, userId: number, online: boolean) {
  await knex('users')
    .where({ id: userId })
    .update({ online, lastSeenAt: new Date() })
    .catch(() => undefined);
}
