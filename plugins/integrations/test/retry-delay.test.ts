import { afterEach, describe, expect, it } from 'vitest';
import { retryAfterMs, retryDelayMs } from '../src/delivery/retry-delay.js';

afterEach(() => {
  process.env.INTEGRATIONS_RETRY_BASE_MS = '20';
  delete process.env.INTEGRATIONS_RETRY_CAP_MS;
});

const samples = (nextTry: number, retryAfter: string | null = null) =>
  Array.from({ length: 400 }, () => retryDelayMs(nextTry, retryAfter));

describe('the wait before a retry', () => {
  it('is full jitter below a ceiling that doubles with each try', () => {
    process.env.INTEGRATIONS_RETRY_BASE_MS = '1000';
    for (const [nextTry, ceiling] of [
      [2, 1000],
      [3, 2000],
      [5, 8000],
    ] as const) {
      const waits = samples(nextTry);
      expect(Math.max(...waits)).toBeLessThanOrEqual(ceiling);
      // spread over the whole range, not a fixed step
      expect(Math.min(...waits)).toBeLessThan(ceiling * 0.1);
      expect(Math.max(...waits)).toBeGreaterThan(ceiling * 0.9);
    }
  });

  it("honours the receiver's Retry-After, in seconds or as a date, as a floor", () => {
    process.env.INTEGRATIONS_RETRY_BASE_MS = '1000';
    expect(Math.min(...samples(2, '7'))).toBe(7000);
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterMs('Mon, 23 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('soon', now)).toBeNull();
  });

  it('never waits longer than the cap', () => {
    process.env.INTEGRATIONS_RETRY_BASE_MS = '1000';
    process.env.INTEGRATIONS_RETRY_CAP_MS = '3000';
    expect(Math.max(...samples(5, '3600'))).toBe(3000);
  });
});
