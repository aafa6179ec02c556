import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocketServer } from 'ws';
import type { StatusEvent } from '../channel-events.js';
import { channelTestDb } from '../test-support.js';
import { BaileysProvider } from './baileys-provider.js';
import { useDbAuthState } from './db-auth-state.js';

const SECRET = 'test-secret-with-enough-entropy-0123456789';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
  return { url, connectedAt, close: () => new Promise<void>((r) => wss.close(() => r())) };
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

  function start(url: string, connectionId: string, connectTimeoutMs = 5_000) {
    const statuses: StatusEvent[] = [];
    provider = new BaileysProvider({
      connectionId,
      knex,
      authSecret: SECRET,
      waWebSocketUrl: url,
      connectTimeoutMs,
      reconnect: { baseDelayMs: 100, factor: 2, maxDelayMs: 800, jitter: 0 },
    });
    provider.on('status', (s) => statuses.push(s));
    return statuses;
  }

  it('goes OPENING -> DISCONNECTED when the server hangs up, retrying with growing delays', async () => {
    server = await fakeWhatsApp('close-at-once');
    const statuses = start(server.url, '11');
    await provider!.connect();
    // four attempts take 0 + 100 + 200 + 400 ms of back-off; a busy machine adds to each connect
    const retryDelays = () =>
      statuses.filter((s) => s.nextRetryInMs !== undefined).map((s) => s.nextRetryInMs!);
    // the fourth hang-up reaches the server before the provider has announced its next retry
    await vi.waitFor(
      () => {
        expect(server!.connectedAt.length).toBeGreaterThanOrEqual(4);
        expect(retryDelays().length).toBeGreaterThanOrEqual(4);
      },
      { timeout: 10_000 },
    );
    const seq = statuses.map((s) => s.status);
    expect(seq.slice(0, 2)).toEqual(['OPENING', 'DISCONNECTED']);
    expect(new Set(seq)).toEqual(new Set(['OPENING', 'DISCONNECTED']));
    const delays = retryDelays();
    expect(delays.slice(0, 4)).toEqual([100, 200, 400, 800]);
    // the real gaps between attempts grow too: no tight loop
    const gaps = server.connectedAt.slice(1).map((t, i) => t - server!.connectedAt[i]!);
    expect(gaps.length).toBeGreaterThanOrEqual(3);
    expect(gaps[0]!).toBeGreaterThanOrEqual(90);
    expect(gaps[2]!).toBeGreaterThan(gaps[0]!);
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
    start(server.url, '13');
    // a session exists in the database from an earlier link
    const auth = await useDbAuthState({ knex, connectionId: '13', secret: SECRET });
    await auth.saveCreds();
    await auth.state.keys.set({ session: { 'x.0': new Uint8Array([1]) } });
    await provider!.connect();
    await sleep(350);
    await provider!.logout();
    // a handshake already on the wire when logout ran may still land; what must not happen is a new attempt
    await sleep(200);
    const attempts = server.connectedAt.length;
    await sleep(1_000);
    expect(server.connectedAt.length).toBe(attempts);
    expect(provider!.status).toBe('DISCONNECTED');
    expect(await knex('channel_auth').where({ connectionId: '13' }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('disconnect stops the retries but keeps the session for the next connect', async () => {
    server = await fakeWhatsApp('close-at-once');
    start(server.url, '14');
    const auth = await useDbAuthState({ knex, connectionId: '14', secret: SECRET });
    await auth.saveCreds();
    await provider!.connect();
    await sleep(250);
    await provider!.disconnect();
    const attempts = server.connectedAt.length;
    await sleep(600);
    expect(server.connectedAt.length).toBe(attempts);
    expect(await knex('channel_auth').where({ connectionId: '14' }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });
});
