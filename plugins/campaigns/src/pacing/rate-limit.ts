const MINUTE = 60_000;
const FIRST_PAUSE_MS = 15 * MINUTE;
const LONGEST_PAUSE_MS = 4 * 60 * MINUTE;

/** ms of the next rate-limit pause: 15 min, doubled while WhatsApp keeps refusing, at most 4 h. */
export function rateLimitBackoff(previousPauseMs: number | null): number {
  if (previousPauseMs === null || previousPauseMs <= 0) return FIRST_PAUSE_MS;
  return Math.min(Math.max(previousPauseMs * 2, FIRST_PAUSE_MS), LONGEST_PAUSE_MS);
}

/**
 * WhatsApp's "slow down": Baileys throws a Boom whose message is the server's 'rate-overlimit' (code 429); other
 * layers say 429, "rate limit" or "too many requests".
 */
const RATE_LIMITED = /rate[-_ ]?over[-_ ]?limit|rate[-_ ]?limit|too many requests|\b429\b/i;

export function isRateLimitError(error: string): boolean {
  return RATE_LIMITED.test(error);
}
