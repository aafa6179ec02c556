/** How deliveries are tried; the plugin's options (tests) win over the environment (operators). */
export interface WebhookOptions {
  /** the delivery clock: when a try is due, when a receiver is paused (tests move it) */
  now?: () => Date;
  /** tries per delivery, the first included (EVENT_WEBHOOKS_MAX_ATTEMPTS, default 6) */
  maxAttempts?: number;
  /** failed tries in a row after which a subscription is paused (EVENT_WEBHOOKS_PAUSE_AFTER, default 10) */
  pauseAfter?: number;
  /** the first retry's wait; each later one doubles it (default 30 s) */
  retryBaseMs?: number;
  /** no wait is longer (default 1 h) */
  retryCapMs?: number;
  /** how long one try waits for the receiver (default 10 s, at most EGRESS_TIMEOUT_MS) */
  timeoutMs?: number;
}

export type WebhookConfig = Required<WebhookOptions>;

function fromEnv(name: string, fallback: number): number {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v > 0 ? v : fallback;
}

export function webhookConfig(options: WebhookOptions = {}): WebhookConfig {
  return {
    now: options.now ?? (() => new Date()),
    maxAttempts: options.maxAttempts ?? fromEnv('EVENT_WEBHOOKS_MAX_ATTEMPTS', 6),
    pauseAfter: options.pauseAfter ?? fromEnv('EVENT_WEBHOOKS_PAUSE_AFTER', 10),
    retryBaseMs: options.retryBaseMs ?? 30_000,
    retryCapMs: options.retryCapMs ?? 3_600_000,
    timeoutMs: options.timeoutMs ?? 10_000,
  };
}
