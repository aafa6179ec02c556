import type { Socket, io as createIo } from 'socket.io-client';
import { useEffect, useRef } from 'react';
import { $token, $user, sessionEnded } from '../session/model';
import { refreshSession, refusalReason } from '../api/client';

/** The least time between two session renewals of the socket. */
const RENEW_SPACING_MS = 3000;
/** Spec §9: online ping every 300000 ms. */
export const USER_STATUS_INTERVAL = 300_000;
let socket: Socket | null = null;
let statusTimer: ReturnType<typeof setInterval> | undefined;

let connecting: Promise<Socket> | null = null;

/**
 * One socket per session; the token is read again on every reconnect attempt. socket.io-client
 * is imported on first use so the login page does not download it.
 */
export function connectRealtime(): Promise<Socket> {
  connecting ??= import('socket.io-client').then(({ io }) => createSocket(io));
  return connecting;
}

function createSocket(io: typeof createIo): Socket {
  socket = io({
    path: '/socket.io',
    // WebSocket first: one connection, so several kernels behind a load balancer need no sticky sessions;
    // the polling fallback (a proxy without WebSocket) spreads requests and does need stickiness
    transports: ['websocket', 'polling'],
    auth: (cb) => cb({ token: $token.getState() ?? '' }),
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
  });
  // every (re)connection is a new socket on the server: join again every room this session had joined
  socket.on('ready', () => {
    socket?.emit('joinNotification');
    for (const [event, values] of joined) for (const value of values) socket?.emit(event, value);
  });
  // The server closes a socket whose rights changed (password, profile, plan, the company paid) and refuses a
  // reconnection with an expired token; socket.io gives up after either. Refresh the session once, then connect
  // with its token. A session that no longer stands (logged out, revoked) fails the refresh and ends here.
  const s = socket;
  let lastRenew = 0;
  const renew = () => {
    // at most one renewal every few seconds: a handshake that keeps failing must not spin on the refresh route
    const wait = Math.max(0, lastRenew + RENEW_SPACING_MS - Date.now());
    lastRenew = Date.now() + wait;
    setTimeout(
      () => void refreshSession().then((ok) => (ok ? s.connect() : sessionEnded(refusalReason()))),
      wait,
    );
  };
  s.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') renew();
  });
  s.on('connect_error', (err) => {
    if (!s.active && err.message === 'ERR_SESSION_EXPIRED' && $token.getState()) renew();
  });
  clearInterval(statusTimer);
  statusTimer = setInterval(() => socket?.emit('userStatus'), USER_STATUS_INTERVAL);
  return socket;
}

export function disconnectRealtime(): void {
  clearInterval(statusTimer);
  joined.clear();
  const closing = connecting;
  connecting = null;
  socket = null;
  void closing?.then((s) => {
    s.disconnect();
    if (socket === s) socket = null;
  });
}

/** Rooms joined in this session, by join event: re-joined after every reconnect. */
const joined = new Map<string, Set<string>>();

/** Joins a room the kernel or a plugin declared (joinTickets, joinChatBox, joinQueue, a plugin's own). */
export function joinRoom(event: string, value: string | number = ''): void {
  const values = joined.get(event) ?? new Set<string>();
  values.add(String(value));
  joined.set(event, values);
  socket?.emit(event, String(value));
}

export function leaveRoom(joinEvent: string, leaveEvent: string, value: string | number): void {
  joined.get(joinEvent)?.delete(String(value));
  socket?.emit(leaveEvent, String(value));
}

export const joinTickets = (status: string) => joinRoom('joinTickets', status);
export const joinChatBox = (ticketId: string | number) => joinRoom('joinChatBox', ticketId);
export const leaveChatBox = (ticketId: string | number) => leaveRoom('joinChatBox', 'leaveChatBox', ticketId);

/** `company-{id}-{suffix}` for the signed-in company. */
export function companyEvent(suffix: string): string {
  return `company-${$user.getState()?.companyId ?? 0}-${suffix}`;
}

/** Subscribe to one event; returns the unsubscribe function. */
export function onRealtime<T>(event: string, handler: (payload: T) => void): () => void {
  let active = true;
  let target: Socket | null = null;
  void connectRealtime().then((s) => {
    if (!active) return;
    target = s;
    s.on(event, handler);
  });
  return () => {
    active = false;
    target?.off(event, handler);
  };
}

/** Hook form of onRealtime for a company channel suffix (e.g. 'settings'). */
export function useCompanyEvent<T>(suffix: string, handler: (payload: T) => void): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => onRealtime<T>(companyEvent(suffix), (payload) => ref.current(payload)), [suffix]);
}
