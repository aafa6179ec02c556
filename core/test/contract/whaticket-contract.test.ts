import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { io as io47, type Socket } from 'socket.io-client-47';
import helps from '@balcao/plugin-helps';
import { login, PASSWORD } from '../support/index.js';
import { sleep } from '../support/socket-client.js';

/**
 * The wire contract of the Whaticket web client, mobile apps and n8n/typebot flows (docs/compatibility.md),
 * driven exactly as those clients drive it. Any difference in shape fails here.
 */
const CLIENT_ORIGIN = 'http://whaticket.example';
const { t, seed } = tenantKernelPerFile({ plugins: [helps] });

const decodeJwt = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('HTTP contract', () => {
  it('answers a credentialed CORS preflight with the exact origin, and none to a stranger', async () => {
    const pre = await fetch(`${t.url}/auth/login`, {
      method: 'OPTIONS',
      headers: {
        origin: CLIENT_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');

    const stranger = await fetch(`${t.url}/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('logs in with { token, user } of the exact shape, a JWT with exp and an httpOnly jrt cookie', async () => {
    const res = await fetch(`${t.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: CLIENT_ORIGIN },
      body: JSON.stringify({ email: seed.a.admin.email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
    const body = (await res.json()) as any;
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    const claims = decodeJwt(body.token);
    expect(claims.exp).toEqual(expect.any(Number));
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    const u = body.user;
    expect(u).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      email: seed.a.admin.email,
      profile: 'admin',
      super: false,
      companyId: seed.a.id,
      allTicket: expect.any(String),
      queues: expect.any(Array),
      company: { id: seed.a.id, name: 'Empresa A', dueDate: expect.any(String), settings: expect.any(Array) },
    });
    expect(u).toHaveProperty('whatsappId');
    for (const s of u.company.settings) expect(Object.keys(s).sort()).toEqual(['key', 'value']);

    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('jrt='))!;
    expect(cookie).toBeTruthy();
    expect(cookie).toMatch(/;\s*httponly/i);
    expect(cookie).toMatch(/;\s*path=\//i);

    const refresh = await fetch(`${t.url}/auth/refresh_token`, {
      method: 'POST',
      headers: { cookie: cookie.split(';')[0]!, origin: CLIENT_ORIGIN },
    });
    const refreshed = (await refresh.json()) as any;
    expect(Object.keys(refreshed).sort()).toEqual(['token', 'user']);
    expect(refreshed.user.queues).toEqual(expect.any(Array));
  });

  it('renders each queue of a user with its Sequelize UserQueue link, in every user answer', async () => {
    const admin = await login(t, seed.a.admin.email);
    await admin.put(`/users/${seed.a.user.id}`, { queueIds: [seed.a.queueId] });
    const queue = {
      id: seed.a.queueId,
      name: expect.any(String),
      color: expect.any(String),
      UserQueue: { userId: seed.a.user.id, queueId: seed.a.queueId },
    };
    const session = t.client();
    const loggedIn = await session.post('/auth/login', { email: seed.a.user.email, password: PASSWORD });
    const refreshed = await session.post('/auth/refresh_token');
    const me = await session.withToken(refreshed.body.token).get('/auth/me');
    const listed = (await admin.get('/users')).body.users.find(
      (u: { id: number }) => u.id === seed.a.user.id,
    );
    const shown = (await admin.get(`/users/${seed.a.user.id}`)).body;
    for (const [answer, user] of Object.entries({
      login: loggedIn.body.user,
      refresh: refreshed.body.user,
      me: me.body,
      'GET /users': listed,
      'GET /users/:id': shown,
    }))
      expect([answer, user.queues]).toEqual([answer, [expect.objectContaining(queue)]]);
  });

  it('gives queues as an array even for a user with none', async () => {
    const c = await login(t, seed.b.user.email);
    expect((await c.get('/auth/me')).body.queues).toEqual([]);
  });

  it('serves /version, /companies/listPlan and the paged users list with their keys', async () => {
    const c = await login(t, seed.a.admin.email);
    expect((await c.get('/version')).body).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    const plan = (await c.get(`/companies/listPlan/${seed.a.id}`)).body;
    for (const flag of [
      'useCampaigns',
      'useKanban',
      'useOpenAi',
      'useIntegrations',
      'useSchedules',
      'useInternalChat',
      'useExternalApi',
    ])
      expect(typeof plan.plan[flag]).toBe('boolean');
    const users = (await c.get('/users?searchParam=&pageNumber=1')).body;
    expect(Object.keys(users).sort()).toEqual(['count', 'hasMore', 'users']);
    expect(typeof users.hasMore).toBe('boolean');
  });

  it('lists companies with their settings[] (the company editor reads campaignsEnabled there)', async () => {
    const su = await login(t, seed.platform.admin.email);
    const companies = (await su.get('/companies/list')).body as Array<{ id: number; settings: unknown }>;
    expect(companies.length).toBeGreaterThanOrEqual(3);
    for (const company of companies)
      expect(company.settings).toEqual(
        expect.arrayContaining([{ key: 'campaignsEnabled', value: expect.stringMatching(/^(true|false)$/) }]),
      );
  });

  it('answers errors as { error: "ERR_…" } with the spec §8 codes', async () => {
    const res = await t.client().post('/auth/login', { email: seed.a.admin.email, password: 'wrong' });
    expect(res.body).toEqual({ error: 'ERR_INVALID_CREDENTIALS' });
  });

  it('serves public files at /public/{path} and refuses traversal', async () => {
    const dir = t.kernel.config.PUBLIC_DIR;
    mkdirSync(join(dir, 'company1'), { recursive: true });
    writeFileSync(join(dir, 'company1', 'logo.txt'), 'balcao');
    const ok = await fetch(`${t.url}/public/company1/logo.txt`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('balcao');
    const evil = await fetch(`${t.url}/public/..%2F..%2Fetc%2Fpasswd`);
    expect([400, 403, 404]).toContain(evil.status);
  });
});

describe('socket.io contract (socket.io-client 4.7, websocket only, token in the query)', () => {
  const connect = (token: string): Promise<{ socket: Socket; order: string[] }> => {
    const socket = io47(t.url, {
      transports: ['websocket'],
      query: { token },
      forceNew: true,
      reconnection: false,
    });
    const order: string[] = [];
    socket.on('connect', () => order.push('connect'));
    return new Promise((resolve, reject) => {
      socket.once('ready', () => {
        order.push('ready');
        resolve({ socket, order });
      });
      socket.once('connect_error', reject);
    });
  };

  it('emits ready after connect, accepts the joins and ignores "undefined"', async () => {
    const c = await login(t, seed.a.admin.email);
    const { socket, order } = await connect(c.token!);
    expect(order).toEqual(['connect', 'ready']);
    const errors: unknown[] = [];
    socket.on('error', (e) => errors.push(e));
    socket.emit('userStatus');
    socket.emit('joinNotification');
    socket.emit('joinTickets', 'open');
    socket.emit('joinTickets', 'pending');
    socket.emit('joinChatBox', 'undefined');
    socket.emit('joinChatBox', undefined);
    socket.emit('leaveChatBox', 'undefined');
    socket.emit('joinChatBox', { weird: true });
    await sleep(150);
    expect(socket.connected).toBe(true);
    expect(errors).toEqual([]);

    const rooms = [...(t.kernel.io.of('/').sockets.get(socket.id!)?.rooms ?? [])];
    expect(rooms).toEqual(
      expect.arrayContaining([
        `company-${seed.a.id}`,
        `company-${seed.a.id}-notification`,
        `company-${seed.a.id}-status-open`,
        `company-${seed.a.id}-status-pending`,
      ]),
    );
    expect(rooms.some((r) => r.includes('undefined'))).toBe(false);
    socket.close();
  });

  it('delivers company-{id}-{entity} events with the { action, <entity> } payload', async () => {
    const c = await login(t, seed.a.admin.email);
    const { socket } = await connect(c.token!);
    const got = new Promise<unknown>((resolve) => socket.once(`company-${seed.a.id}-user`, resolve));
    await c.post('/users', { name: 'Contrato', email: 'contrato@a.test', password: 'senha123' });
    expect(await got).toMatchObject({ action: 'create', user: { email: 'contrato@a.test' } });
    socket.close();
  });

  it('sends company-{id}-auth to the first session when the account logs in elsewhere', async () => {
    const first = await login(t, seed.a.user.email);
    const { socket } = await connect(first.token!);
    const kicked = new Promise<unknown>((resolve) => socket.once(`company-${seed.a.id}-auth`, resolve));
    await login(t, seed.a.user.email);
    expect(await kicked).toEqual({ action: 'update', user: { id: seed.a.user.id } });
    socket.close();
  });
});

describe('transport', () => {
  it('gzips text the browser downloads (shell, remotes, public files)', async () => {
    const dir = t.kernel.config.PUBLIC_DIR;
    writeFileSync(join(dir, 'bundle.js'), 'export const greeting = "olá";\n'.repeat(200));
    const res = await fetch(`${t.url}/public/bundle.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('export const greeting');
  });
});
