import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InboundMessage } from '../../domain/messages/message-types.js';
import { SimNetwork } from './sim-network.js';
import { SimProvider } from './sim-provider.js';
import { createSimRouter } from './sim-router.js';

type Reply = { waMessageId?: string; error?: string } & Record<string, unknown>;

describe('sim control API', () => {
  const network = new SimNetwork({ ackDelayMs: 5 });
  const provider = new SimProvider({ connectionId: '3', network });
  const received: InboundMessage[] = [];
  provider.on('message', (m) => received.push(m));
  let server: ReturnType<Koa['listen']>;
  let base = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: (await res.json().catch(() => null)) as Reply };
  };

  beforeAll(async () => {
    const app = new Koa();
    app.use(createSimRouter(network).routes());
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await provider.connect();
  });
  afterAll(async () => {
    await provider.disconnect();
    await new Promise((r) => server.close(r));
  });

  it('does not exist for a request forwarded by a proxy or coming from another address', async () => {
    const forwarded = await fetch(`${base}/sim/connections`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.status).toBe(404);
    // any header a proxy adds marks the request as forwarded, not only X-Forwarded-For
    const proxied: Array<[string, string]> = [
      ['x-real-ip', '203.0.113.9'],
      ['forwarded', 'for=203.0.113.9'],
      ['x-forwarded-host', 'balcao.example'],
      ['x-forwarded-proto', 'https'],
      ['x-forwarded-port', '443'],
      ['x-client-ip', '203.0.113.9'],
      ['true-client-ip', '203.0.113.9'],
      ['cf-connecting-ip', '203.0.113.9'],
      ['x-cluster-client-ip', '203.0.113.9'],
      ['fastly-client-ip', '203.0.113.9'],
      ['via', '1.1 proxy'],
    ];
    for (const [name, value] of proxied) {
      const res = await fetch(`${base}/sim/connections`, { headers: { [name]: value } });
      expect([name, res.status]).toEqual([name, 404]);
    }
    // 127.0.0.2 is a loopback address too, but not the one the simulator answers: it stands for another host
    const { port } = new URL(base);
    const status = await new Promise<number>((resolve, reject) =>
      request({ host: '127.0.0.1', port, path: '/sim/connections', localAddress: '127.0.0.2' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end(),
    );
    expect(status).toBe(404);
    expect((await call('GET', '/sim/connections')).status).toBe(200);
  });

  it('serves the demo page', async () => {
    const res = await fetch(`${base}/sim`);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('WhatsApp simulator');
  });

  it('pairs a connection, makes a contact send, and lists what the agent sent with acks', async () => {
    expect((await call('GET', '/sim/connections')).json).toEqual([
      expect.objectContaining({ connectionId: '3', linked: false }),
    ]);
    expect((await call('POST', '/sim/connections/3/scan', { phoneNumber: '5511900000003' })).status).toBe(
      200,
    );
    await vi.waitFor(() => expect(provider.status).toBe('CONNECTED'));

    const sent = await call('POST', '/sim/connections/3/messages', {
      from: { number: '5511912345678', name: 'Ana' },
      type: 'image',
      body: 'foto',
      media: { base64: Buffer.from('abc').toString('base64'), mimetype: 'image/jpeg' },
    });
    expect(sent.status).toBe(201);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({
      waMessageId: sent.json.waMessageId!,
      type: 'image',
      body: 'foto',
      media: { mimetype: 'image/jpeg', data: Buffer.from('abc') },
    });

    await provider.send({ type: 'text', to: '5511912345678', body: 'recebido' });
    // acks arrive on the sim's clock (5 ms a step): wait for the last one rather than for a fixed time
    await vi.waitFor(async () => {
      const [sent] = (await call('GET', '/sim/connections/3/sent')).json as unknown as Array<{ ack: number }>;
      expect(sent?.ack).toBe(4);
    });
    expect((await call('GET', '/sim/connections/3/sent')).json).toEqual([
      expect.objectContaining({
        ack: 4,
        chatId: '5511912345678',
        message: expect.objectContaining({ body: 'recebido' }),
      }),
    ]);
  });

  it('refuses the next send on demand and rejects bad input with a code', async () => {
    await call('POST', '/sim/connections/3/refuse-next-send', {});
    await expect(provider.send({ type: 'text', to: '5511912345678', body: 'x' })).rejects.toMatchObject({
      code: 'ERR_SENDING_WAPP_MSG',
    });
    const bad = await call('POST', '/sim/connections/3/messages', { from: {}, type: 'sticker' });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('ERR_SIM_INVALID');
    expect(
      (await call('POST', '/sim/connections/404/messages', { from: { number: '1' }, type: 'text' })).json
        .error,
    ).toBe('ERR_SIM');
  });
});
