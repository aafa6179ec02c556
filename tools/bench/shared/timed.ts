/** the p-th percentile of sorted samples (nearest rank) */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

interface Timing {
  /** unmeasured calls first */
  warmups: number;
  /** measured calls made even past the budget */
  minSamples: number;
  budgetMs?: number;
}

/** sorted times of `n` sequential calls after the warm-up, fewer (at least minSamples) when they pass budgetMs */
export async function timed(
  n: number,
  fn: () => Promise<unknown>,
  { warmups, minSamples, budgetMs = 30_000 }: Timing,
): Promise<number[]> {
  for (let i = 0; i < warmups; i++) await fn();
  const out: number[] = [];
  const end = performance.now() + budgetMs;
  for (let i = 0; i < n && (i < minSamples || performance.now() < end); i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out.sort((a, b) => a - b);
}
