/**
 * The webhook delivery's timing, read from the environment on every use so a test can shrink it. Production keeps
 * the defaults: the first try waits 5 s for the receiver while the contact's message is being processed, later
 * tries (in the `deliver` job) 15 s, and retries back off from 2 s up to 5 minutes.
 */
function positive(name: string, fallback: number): number {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

export const deliveryConfig = {
  /** how long the inline try (inside the pipeline step) waits for the receiver */
  inlineTimeoutMs: () => positive('INTEGRATIONS_INLINE_TIMEOUT_MS', 5_000),
  /** how long a try of the job waits for the receiver */
  jobTimeoutMs: () => positive('INTEGRATIONS_DELIVERY_TIMEOUT_MS', 15_000),
  /** the first retry's ceiling; each later one doubles it (full jitter below it) */
  retryBaseMs: () => positive('INTEGRATIONS_RETRY_BASE_MS', 2_000),
  /** no retry waits longer than this, a receiver's Retry-After included */
  retryCapMs: () => positive('INTEGRATIONS_RETRY_CAP_MS', 300_000),
  /** tries in all, the inline one included */
  maxTries: 5,
};
