import { afterAll, beforeAll } from 'vitest';
import {
  startTenantKernel,
  type Role,
  type Seed,
  type TenantKernel,
  type TenantKernelOptions,
} from './tenant-kernel.js';
import type { HookEvents } from '../../src/plugins/hook-events.js';
import type { TestKernel } from './test-kernel.js';
import { insertQueue, insertTag } from './rows.js';

export { sharedDatabase, type SharedDatabase } from './shared-database.js';

/** An object that reads every property from what `get` gives when it is read: a test's view of a later value. */
function readThrough<T extends object>(get: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(get(), key),
    has: (_, key) => Reflect.has(get(), key),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(get(), key);
      // the proxy's own target is empty: a property it reports must be configurable
      return found && { ...found, configurable: true };
    },
  });
}

/**
 * One kernel (or any harness with a `stop`) for a whole test file: started before the file's first test, stopped
 * after its last. What it returns stands for the started harness (every property is read from it as a test runs),
 * so a file writes `const k = kernelPerFile(startTicketsKernel)` instead of a `let`, a `beforeAll` and an
 * `afterAll`. A file's own fixtures go in a `beforeAll` of its own, which runs after this one.
 * Apart from index.ts: it imports vitest, which the benches and the e2e runner (plain tsx) must not load.
 */
export function kernelPerFile<K extends { stop(): Promise<void> }>(
  start: () => Promise<K>,
  timeoutMs?: number,
): K {
  let started: K | undefined;
  beforeAll(async () => {
    started = await start();
  }, timeoutMs);
  afterAll(async () => {
    await started?.stop();
  });
  return readThrough(() => {
    if (!started) throw new Error('the kernel was read before beforeAll started it');
    return started;
  });
}

/**
 * `startTenantKernel` for a whole file, as `kernelPerFile` does it, for the files written against its parts: the
 * kernel `t` and the tenants `seed`. Options given as a function are read when the kernel starts (plugins defined
 * further down the file, or the product's, which must be awaited).
 */
export function tenantKernelPerFile<R extends Role = never>(
  opts: TenantKernelOptions<R> | (() => TenantKernelOptions<R> | Promise<TenantKernelOptions<R>>) = {},
  timeoutMs?: number,
): { k: TenantKernel<R>; t: TestKernel; seed: Seed } {
  const k = kernelPerFile(
    async () => startTenantKernel(typeof opts === 'function' ? await opts() : opts),
    timeoutMs,
  );
  return { k, t: readThrough(() => k.t), seed: readThrough(() => k.seed) };
}

/**
 * Every `event` the file's kernel tells, in order, from before the file's first test (it listens from a
 * `beforeAll`, after the kernel's own).
 */
export function hookEventsPerFile<E extends keyof HookEvents>(t: TestKernel, event: E): Array<HookEvents[E]> {
  const told: Array<HookEvents[E]> = [];
  beforeAll(() => {
    t.kernel.hooks.on<HookEvents[E], E>(event, (e) => void told.push(e));
  });
  return told;
}

/**
 * A tag and a queue of company A, made in a `beforeAll` after the kernel's: what a file of rules or macros acts
 * on. Read `given.tagId` and `given.queueId` inside a test.
 */
export function tagAndQueuePerFile(
  k: { t: TestKernel; seed: Seed },
  names: { tag: string; queue: string },
): { tagId: number; queueId: number } {
  let made: { tagId: number; queueId: number } | undefined;
  beforeAll(async () => {
    const { knex } = k.t.kernel;
    made = {
      tagId: await insertTag(knex, k.seed.a.id, { name: names.tag }),
      queueId: await insertQueue(knex, k.seed.a.id, { name: names.queue }),
    };
  });
  return readThrough(() => {
    if (!made) throw new Error('the tag and queue were read before beforeAll made them');
    return made;
  });
}
