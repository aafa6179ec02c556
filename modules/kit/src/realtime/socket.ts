import type { Socket, io as createIo } from 'socket.io-client';
import { useEffect, useRef } from 'react';
import { $token, $user } from '../session/model';
import { refreshSession } from '../api/client';

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
  // The server closes a socket whose rights changed (password, profile, plan) or whose token expired, and
  // socket.io does not reconnect by itself after that: refresh the session once, then connect with its token.
  // A user who may no longer sign in fails the refresh, and the API client ends the session.
  const s = socket;
  s.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') void refreshSession().then((ok) => ok && s.connect());
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

export const getSocket = (): Socket | null => socket;

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
