import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocketServer } from 'ws';
import type { StatusEvent } from '../channel-events.js';
import { ManualClock } from '../clock.js';
import { channelTestDb } from '../test-support.js';
import { BaileysProvider } from './baileys-provider.js';
import { useDbAuthState } from './db-auth-state.js';

const SECRET = 'test-secret-with-enough-entropy-0123456789';

/** a local stand-in for WhatsApp's websocket that misbehaves in one chosen way; nothing leaves the machine */
async function fakeWhatsApp(behaviour: 'close-at-once' | 'never-answer') {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((r) => wss.once('listening', () => r()));
  const connectedAt: number[] = [];
  wss.on('connection', (ws) => {
    connectedAt.push(Date.now());
    if (behaviour === 'close-at-once') ws.close();
  });
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/ws/chat`;
  return {
    url,
    connectedAt,
    /** sockets the server holds open right now */
    open: () => wss.clients.size,
    close: () => new Promise<void>((r) => wss.close(() => r())),
  };
}

describe('Baileys provider against a local websocket server', () => {
  let env: Awaited<ReturnType<typeof channelTestDb>>;
  let knex: Knex;
  let provider: BaileysProvider | undefined;
  let server: Awaited<ReturnType<typeof fakeWhatsApp>> | undefined;

  beforeAll(async () => {
    env = await channelTestDb();
    knex = await env.open();
  });
  afterEach(async () => {
    await provider?.disconnect();
    await server?.close();
    provider = undefined;
    server = undefined;
  });
  afterAll(async () => {
    await knex.destroy();
    await env.db.drop();
  });

  /**
   * A provider whose back-off runs on `clock` when one is given: a test then moves time itself, and a retry
   * happens when the clock says so, not when a loaded machine gets round to it.
   */
  function start(url: string, connectionId: string, connectTimeoutMs = 5_000, clock?: ManualClock) {
    const statuses: StatusEvent[] = [];
    provider = new BaileysProvider({
      connectionId,
      knex,
      authSecret: SECRET,
      waWebSocketUrl: url,
      connectTimeoutMs,
      reconnect: { baseDelayMs: 100, factor: 2, maxDelayMs: 800, jitter: 0 },
      ...(clock ? { clock } : {}),
    });
    provider.on('status', (s) => statuses.push(s));
    return statuses;
  }

  const opened = (statuses: StatusEvent[]) => statuses.filter((s) => s.status === 'OPENING').length;
  const retryDelays = (statuses: StatusEvent[]) =>
    statuses.filter((s) => s.nextRetryInMs !== undefined).map((s) => s.nextRetryInMs!);
  /** waits (real time: the handshake and the hang-up go over a socket) until `n` retries have been announced */
  const announced = (statuses: StatusEvent[], n: number) =>
    vi.waitFor(() => expect(retryDelays(statuses).length).toBeGreaterThanOrEqual(n), { timeout: 30_000 });

  it('goes OPENING -> DISCONNECTED when the server hangs up, retrying with growing delays', async () => {
    server = await fakeWhatsApp('close-at-once');
    const clock = new ManualClock();
    const statuses = start(server.url, '11', 5_000, clock);
    await provider!.connect();
    await announced(statuses, 1);
    // each retry waits its whole delay on the provider's clock (no tight loop), and the delays grow
    for (const [i, delay] of [100, 200, 400, 800].entries()) {
      expect(retryDelays(statuses)[i]).toBe(delay);
      expect(clock.pending()).toBe(1);
      await clock.advance(delay - 1);
      expect(opened(statuses)).toBe(i + 1);
      await clock.advance(1);
      expect(opened(statuses)).toBe(i + 2);
      await announced(statuses, i + 2);
      expect(server.connectedAt.length).toBe(i + 2);
    }
    const seq = statuses.map((s) => s.status);
    expect(seq.slice(0, 2)).toEqual(['OPENING', 'DISCONNECTED']);
    expect(new Set(seq)).toEqual(new Set(['OPENING', 'DISCONNECTED']));
    // capped at maxDelayMs
    expect(retryDelays(statuses)[4]).toBe(800);
  });

  it('goes OPENING -> TIMEOUT when the server never answers the handshake', async () => {
    server = await fakeWhatsApp('never-answer');
    const statuses = start(server.url, '12', 300);
    await provider!.connect();
    await vi.waitFor(
      () => expect(statuses.filter((s) => s.status === 'TIMEOUT').length).toBeGreaterThanOrEqual(2),
      { timeout: 10_000 },
    );
    const seq = statuses.map((s) => s.status);
    expect(seq.slice(0, 2)).toEqual(['OPENING', 'TIMEOUT']);
    expect(statuses.filter((s) => s.status === 'TIMEOUT').length).toBeGreaterThanOrEqual(2);
    const delays = statuses.filter((s) => s.nextRetryInMs !== undefined).map((s) => s.nextRetryInMs!);
    expect(delays.slice(0, 2)).toEqual([100, 200]);
  });

  it('stops reconnecting after a logout and wipes the session keys', async () => {
    server = await fakeWhatsApp('close-at-once');
    const clock = new ManualClock();
    const statuses = start(server.url, '13', 5_000, clock);
    // a session exists in the database from an earlier link
    const auth = await useDbAuthState({ knex, connectionId: '13', secret: SECRET });
    await auth.saveCreds();
    await auth.state.keys.set({ session: { 'x.0': new Uint8Array([1]) } });
    await provider!.connect();
    await announced(statuses, 1);
    // the first retry starts, and the logout comes while it is still on its way
    await clock.advance(100);
    expect(opened(statuses)).toBe(2);
    await provider!.logout();
    const after = statuses.length;
    // a handshake already on the wire may still land and be hung up on; what must not happen is a new attempt
    await vi.waitFor(() => expect(server!.open()).toBe(0), { timeout: 30_000 });
    expect(clock.pending()).toBe(0);
    await clock.advance(60_000);
    expect(statuses.slice(after)).toEqual([]);
    expect(server.connectedAt.length).toBeLessThanOrEqual(2);
    expect(provider!.status).toBe('DISCONNECTED');
    expect(await knex('channel_auth').where({ connectionId: '13' }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('disconnect stops the retries but keeps the session for the next connect', async () => {
    server = await fakeWhatsApp('close-at-once');
    const clock = new ManualClock();
    const statuses = start(server.url, '14', 5_000, clock);
    const auth = await useDbAuthState({ knex, connectionId: '14', secret: SECRET });
    await auth.saveCreds();
    await provider!.connect();
    // the server hung up and a retry is due in 100 ms: disconnecting must call it off
    await announced(statuses, 1);
    expect(clock.pending()).toBe(1);
    await provider!.disconnect();
    expect(provider!.status).toBe('DISCONNECTED');
    expect(clock.pending()).toBe(0);
    await clock.advance(60_000);
    expect(opened(statuses)).toBe(1);
    expect(server.connectedAt.length).toBe(1);
    expect(await knex('channel_auth').where({ connectionId: '14' }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('stops for good and says why when WhatsApp asks the account for a passkey', async () => {
    server = await fakeWhatsApp('never-answer');
    const clock = new ManualClock();
    const statuses = start(server.url, '15', 30_000, clock);
    await provider!.connect();
    await vi.waitFor(() => expect(server!.open()).toBe(1), { timeout: 10_000 });
    // the frame as Baileys hands it on after decoding (a real one needs WhatsApp's Noise handshake)
    const ws = (provider as unknown as { sock: { ws: { emit(event: string, frame: unknown): boolean } } })
      .sock.ws;
    const frame = (from: string) => ({
      tag: 'notification',
      attrs: { from, type: 'passkey_prologue_request', id: '1' },
      content: [{ tag: 'passkey_request_options', attrs: {}, content: Buffer.from('{}') }],
    });
    ws.emit('CB:notification,type:passkey_prologue_request', frame('5511999990000@s.whatsapp.net'));
    expect(statuses.at(-1)?.status).toBe('OPENING');
    ws.emit('CB:notification,type:passkey_prologue_request', frame('s.whatsapp.net'));
    expect(statuses.at(-1)).toMatchObject({ status: 'DISCONNECTED', statusReason: 'passkey-required' });
    expect(statuses.at(-1)?.nextRetryInMs).toBeUndefined();
    await vi.waitFor(() => expect(server!.open()).toBe(0), { timeout: 10_000 });
    await clock.advance(60_000);
    expect(server.connectedAt.length).toBe(1);
    expect(provider!.status).toBe('DISCONNECTED');
  });
});
