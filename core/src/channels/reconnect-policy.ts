/**
 * Exponential backoff with jitter and a cap: a flapping network or a banned number must never turn
 * into a tight reconnect loop, and many connections dropped together must not come back in lockstep.
 */
export interface ReconnectPolicyOptions {
  /** first delay (ms) */
  baseDelayMs?: number;
  /** the delay never grows past this (ms) */
  maxDelayMs?: number;
  /** growth per attempt */
  factor?: number;
  /** share of the delay randomised away (0 = exact, 0.3 = up to 30% shorter) */
  jitter?: number;
  /** give up after this many attempts in a row (status stays DISCONNECTED) */
  maxAttempts?: number;
  /** injectable for deterministic tests */
  random?: () => number;
}

export interface ReconnectPolicy {
  /** delay before attempt number `attempt` (1-based), or undefined when it is time to give up */
  delayFor(attempt: number): number | undefined;
}

export function createReconnectPolicy(options: ReconnectPolicyOptions = {}): ReconnectPolicy {
  const base = options.baseDelayMs ?? 2_000;
  const max = options.maxDelayMs ?? 5 * 60_000;
  const factor = options.factor ?? 2;
  const jitter = Math.min(Math.max(options.jitter ?? 0.3, 0), 1);
  const maxAttempts = options.maxAttempts ?? Number.POSITIVE_INFINITY;
  const random = options.random ?? Math.random;
  return {
    delayFor(attempt) {
      if (attempt > maxAttempts) return undefined;
      const raw = Math.min(max, base * factor ** Math.max(0, attempt - 1));
      return Math.round(raw * (1 - jitter * random()));
    },
  };
}
