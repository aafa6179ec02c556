import type { WebhookConfig } from '../webhook-config.js';

/**
 * How long after failed try `attempts` the next one waits: the base doubled for each try before (30 s, 1 min,
 * 2 min, 4 min, 8 min by default), up to the cap, less up to a tenth at random so the deliveries queued for a
 * receiver that comes back do not all arrive in the same instant.
 */
export function retryDelayMs(config: Pick<WebhookConfig, 'retryBaseMs' | 'retryCapMs'>, attempts: number) {
  const ceiling = Math.min(config.retryCapMs, config.retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling * (1 - Math.random() * 0.1));
}
