/** The value at percentile p (0..100) of `values`, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** fractional epoch milliseconds, comparable between processes of this machine */
export const clock = () => performance.timeOrigin + performance.now();
