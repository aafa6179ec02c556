import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKernel, type Kernel } from '../../src/kernel.js';
import { createTestDatabase, testEnv, type TestDatabase } from '../support/index.js';

/**
 * Two kernels sharing REDIS_URL, as behind a load balancer without sticky sessions: a rate limit counts the
 * requests both took (here the public signup's, 10 an hour per address), and /ready checks Redis too.
 */
let db: TestDatabase;
const kernels: Kernel[] = [];
const urls: string[] = [];
// each run gets its own client address, so counters an earlier run left in Redis cannot interfere
const clientIp = `10.${randomBytes(3).join('.')}`;

beforeAll(async () => {
  db = await createTestDatabase();
  for (let i = 0; i < 2; i++) {
    const kernel = await createKernel({
      env: testEnv(db.url, {
        REDIS_URL: 'redis://127.0.0.1:6379',
        TRUST_PROXY: 'true',
        SIGNUP_RATE_LIMIT: '10',
      }),
    });
    if (i === 0) await kernel.migrate();
    // HTTP only: connections and jobs play no part here
    await new Promise<void>((r) => kernel.http.listen(0, '127.0.0.1', r));
    urls.push(`http://127.0.0.1:${(kernel.http.address() as AddressInfo).port}`);
    kernels.push(kernel);
  }
});
afterAll(async () => {
  for (const k of kernels) await k.stop();
  await db?.drop();
});

const signup = (i: number) =>
  fetch(`${urls[i]}/companies/cadastro`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    // refused by validation, but every attempt counts against the limit
    body: JSON.stringify({ name: 'Loja' }),
  });

describe('rate limits across processes', () => {
  it('gives the 11th request across both kernels a 429', async () => {
    for (let n = 0; n < 10; n++) expect((await signup(n % 2)).status).not.toBe(429);
    const over = await signup(0);
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: string }).error).toBe('ERR_TOO_MANY_REQUESTS');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signup(1)).status).toBe(429);
  });

  it('checks Redis in /ready', async () => {
    const ready = await fetch(`${urls[1]}/ready`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { checks: unknown }).checks).toEqual({
      kernel: 'ok',
      database: 'ok',
      redis: 'ok',
    });
  });
});
