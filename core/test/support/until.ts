/**
 * Polls `probe` every `everyMs` (25 ms) until it gives something truthy, which it returns; throws naming `what`
 * after `ms`. Tests wait on the condition they need, never on a fixed sleep: a loaded machine only makes them
 * slower. The benches poll every 5 ms, where the wait itself is measured.
 */
export async function until<T>(
  what: string,
  probe: () => T | Promise<T>,
  ms = 15_000,
  everyMs = 25,
): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** `until` for a probe whose answer may be falsy: any value but undefined and false is an answer (0, '', null). */
export async function untilFound<T>(
  what: string,
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  ms = 15_000,
  everyMs = 25,
): Promise<T> {
  const found = await until(
    what,
    async () => {
      const value = await probe();
      return value === undefined || value === false ? undefined : { value };
    },
    ms,
    everyMs,
  );
  return found.value;
}

/**
 * The longest a test waits for a kernel in a child process to boot (tsx compiles core and the plugins as it
 * starts), or for such a process to take over or get through its share of the work. Seconds on an idle machine;
 * past 30 s on a 2-core CI machine at a load of 20 (issue 28). A ceiling, not a speed: a child that never gets
 * there still fails the test, with what it waited for. A test's own timeout must exceed the sum of its waits.
 */
export const CHILD_WAIT_MS = 120_000;
