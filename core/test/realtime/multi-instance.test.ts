import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKernel, type Kernel } from '../../src/kernel.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { productDeclarations } from '../support/product-declarations.js';
import { testEnv } from '../support/test-kernel.js';
import { HttpClient } from '../support/http-client.js';
import { PASSWORD, seedTenants } from '../support/fixtures.js';
import { connectSocket, recordEvents, sleep } from '../support/socket-client.js';

/**
 * Two kernel instances on one database and one Redis, as behind a load balancer: an event caused through one
 * reaches sockets connected to the other (socket.io Redis adapter), and failed logins count across both.
 */
let db: TestDatabase;
const kernels: Kernel[] = [];
const urls: string[] = [];
let seed: Awaited<ReturnType<typeof seedTenants>>;
// each run gets its own client address, so Redis-held login counters of an earlier run cannot interfere
const clientIp = `10.${randomBytes(3).join('.')}`;

beforeAll(async () => {
  db = await createTestDatabase();
  for (let i = 0; i < 2; i++) {
    const kernel = await createKernel({
      env: testEnv(db.url, { REDIS_URL: 'redis://127.0.0.1:6379', TRUST_PROXY: 'true' }),
      plugins: await productDeclarations(),
    });
    if (i === 0) await kernel.migrate();
    urls.push(await kernel.listen(0, '127.0.0.1'));
    kernels.push(kernel);
  }
  seed = await seedTenants(kernels[0]!.knex);
});
afterAll(async () => {
  for (const k of kernels) await k.stop();
  await db?.drop();
});

const client = (i: number) => {
  const c = new HttpClient(urls[i]!);
  const request = c.request.bind(c);
  c.request = (method, path, body, headers = {}) =>
    request(method, path, body, { 'x-forwarded-for': clientIp, ...headers });
  return c;
};

describe('two instances behind a load balancer', () => {
  it('delivers an event caused on one instance to a socket connected to the other', async () => {
    const onSecond = client(1);
    const login = await onSecond.post('/auth/login', { email: seed.a.admin.email, password: PASSWORD });
    expect(login.status).toBe(200);
    onSecond.withToken(login.body.token);
    const socketOnFirst = await connectSocket(urls[0]!, login.body.token);
    const heard = recordEvents(socketOnFirst);
    expect((await onSecond.put('/settings/userRating', { value: 'enabled' })).status).toBe(200);
    const deadline = Date.now() + 3000;
    while (!heard.length && Date.now() < deadline) await sleep(50);
    expect(heard).toEqual([
      {
        event: `company-${seed.a.id}-settings`,
        payload: { action: 'update', setting: { key: 'userRating', value: 'enabled' } },
      },
    ]);
    socketOnFirst.close();
  });

  it('counts failed logins across instances', async () => {
    // a fresh account: Redis keeps per-e-mail counters for a minute, across test runs too
    const admin = client(0);
    admin.withToken(
      (await admin.post('/auth/login', { email: seed.b.admin.email, password: PASSWORD })).body.token,
    );
    const email = `conta-${randomBytes(4).toString('hex')}@b.test`;
    expect((await admin.post('/users', { name: 'Conta Nova', email, password: PASSWORD })).status).toBe(201);
    for (let i = 0; i < 5; i++)
      expect((await client(i % 2).post('/auth/login', { email, password: 'errada' })).status).toBe(401);
    const sixth = await client(1).post('/auth/login', { email, password: PASSWORD });
    expect(sixth.status).toBe(429);
  });
});
