import { afterAll, beforeAll } from 'vitest';

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
  const live = (): K => {
    if (!started) throw new Error('the kernel was read before beforeAll started it');
    return started;
  };
  return new Proxy({} as K, {
    get: (_, key) => Reflect.get(live(), key),
    has: (_, key) => Reflect.has(live(), key),
    ownKeys: () => Reflect.ownKeys(live()),
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(live(), key);
      // the proxy's own target is empty: a property it reports must be configurable
      return found && { ...found, configurable: true };
    },
  });
}
