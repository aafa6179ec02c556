/** p50 and p95 of the samples, rounded to 0.1 ms. */
export function percentiles(samples: number[]): [number, number] {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.ceil(q * sorted.length) - 1]! * 10) / 10;
  return [at(0.5), at(0.95)];
}
