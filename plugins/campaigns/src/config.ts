/**
 * The plugin's timing, read once. CAMPAIGN_SECOND_MS is how many real milliseconds one campaign-settings second
 * lasts (1000 in production; tests shrink it so a 1,000-contact campaign runs in seconds).
 */
function positive(name: string, fallback: number): number {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

export const campaignConfig = {
  secondMs: positive('CAMPAIGN_SECOND_MS', 1000),
  /** how long a dispatch run may hold its job lock before another worker presumes it dead */
  lockMs: positive('CAMPAIGN_JOB_LOCK_MS', 60_000),
  /** waits shorter than this are slept inside the run; longer ones reschedule the job */
  sleepUnderMs: 2_000,
  /** how long a failed message may wait for its `outbox.status` listener before a run records it itself */
  listenerGraceMs: positive('CAMPAIGN_LISTENER_GRACE_MS', 10_000),
} as const;

/** A dispatch run gives its job back this often so its lock never expires mid-loop. */
export const dispatchSliceMs = () => Math.min(20_000, campaignConfig.lockMs / 3);
