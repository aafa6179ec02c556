export interface InboxRetryOptions {
  /** tries before an event is left failed */
  maxAttempts: number;
  /** wait before the second try; doubles each time */
  baseMs: number;
  maxMs: number;
}

export const defaultInboxRetry: InboxRetryOptions = { maxAttempts: 5, baseMs: 1_000, maxMs: 60_000 };

/** when the next try may run after `attempts` failed ones, or undefined when the event is out of tries */
export function nextAttemptAt(
  attempts: number,
  opts: InboxRetryOptions,
  now = Date.now(),
): number | undefined {
  if (attempts >= opts.maxAttempts) return undefined;
  return now + Math.min(opts.maxMs, opts.baseMs * 2 ** (attempts - 1));
}
