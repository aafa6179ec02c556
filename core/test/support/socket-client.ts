import { io, type Socket } from 'socket.io-client';

/** Connects like our shell does (auth.token) and resolves once the server said `ready`. */
export function connectSocket(
  url: string,
  token: string,
  opts: { via?: 'auth' | 'query' } = {},
): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...(opts.via === 'query' ? { query: { token } } : { auth: { token } }),
  });
  return new Promise((resolve, reject) => {
    socket.once('ready', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

/** Collects every event a socket receives, for asserting what it did and did not hear. */
export function recordEvents(socket: Socket): Array<{ event: string; payload: unknown }> {
  const seen: Array<{ event: string; payload: unknown }> = [];
  socket.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
  return seen;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Resolves with the milliseconds until the server closed the socket; rejects if still open after `within` ms. The
 * default is a wait, not a promise of speed: a loaded CI machine may take seconds (how fast is tools/bench's).
 */
export const closedWithin = (socket: Socket, within = 10_000) =>
  new Promise<number>((resolve, reject) => {
    const start = Date.now();
    const timer = setTimeout(() => reject(new Error(`socket still open after ${within} ms`)), within);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      if (reason === 'io server disconnect') resolve(Date.now() - start);
      else reject(new Error(`closed by ${reason}`));
    });
  });
