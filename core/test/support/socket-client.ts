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

/**
 * One socket per client, signed in as it, each recording what it hears (`heard`, in the clients' order); `close`
 * disconnects them all.
 */
export async function listenAs<C extends Array<{ token?: string }>>(url: string, ...clients: C) {
  const sockets = await Promise.all(clients.map((c) => connectSocket(url, c.token!)));
  const heard = sockets.map(recordEvents) as { [I in keyof C]: ReturnType<typeof recordEvents> };
  return { heard, close: () => sockets.forEach((s) => s.disconnect()) };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The payloads of `event` that `seen` holds once it holds `count` of them, or as they are after two seconds: the
 * test asserts on the list, where one that never came shows, as does one too many.
 */
export async function payloadsOf(
  seen: Array<{ event: string; payload: unknown }>,
  event: string,
  count: number,
): Promise<unknown[]> {
  const of = () => seen.filter((e) => e.event === event).map((e) => e.payload);
  for (let i = 0; i < 40 && of().length < count; i++) await sleep(50);
  return of();
}

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
