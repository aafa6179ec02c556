/**
 * Polls `probe` every 25 ms until it gives something truthy, which it returns; throws naming `what` after `ms`.
 * Tests wait on the condition they need, never on a fixed sleep: a loaded machine only makes them slower.
 */
export async function until<T>(
  what: string,
  probe: () => T | Promise<T>,
  ms = 15_000,
): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
