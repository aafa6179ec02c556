import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CacheBus } from '../../src/cache/cache-bus.js';
import { SharedCache } from '../../src/cache/shared-cache.js';
import { until } from '../support/index.js';

/**
 * Two processes' caches over one Redis channel: a write on one drops the key on the other, and the writer's own
 * message, coming back from Redis after it read the key again, does not drop what it just loaded.
 */
const prefix = `cache-bus-${randomBytes(4).toString('hex')}`;
const buses = [0, 1].map(() => new CacheBus('redis://127.0.0.1:6379', prefix, pino({ level: 'silent' })));
const [a, b] = buses.map((bus) => new SharedCache(bus)) as [SharedCache, SharedCache];

beforeAll(async () => {
  for (const bus of buses) await bus.start();
});
afterAll(async () => {
  for (const bus of buses) await bus.stop();
});

describe('the cache bus', () => {
  it("drops the key on the other process and keeps the writer's fresh load", async () => {
    const loads = { a: 0, b: 0 };
    const readA = () => a.memo('settings:1', async () => ++loads.a);
    const readB = () => b.memo('settings:1', async () => ++loads.b);
    await readA();
    await readB();
    a.invalidate('settings:1');
    expect(await readA()).toBe(2);
    await until('the other process loads again', async () => (await readB()) === 2);
    // the writer's own message has travelled as far as the other's by now
    await new Promise((r) => setTimeout(r, 100));
    expect(await readA()).toBe(2);
    expect(loads).toEqual({ a: 2, b: 2 });
  });
});
