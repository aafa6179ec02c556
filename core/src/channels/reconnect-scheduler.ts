import type { Clock } from './clock.js';
import type { ReconnectPolicy } from './reconnect-policy.js';

/** Holds at most one pending reconnect per connection and counts attempts since the last good open. */
export class ReconnectScheduler {
  private handle: unknown;
  private attempts = 0;

  constructor(
    private readonly policy: ReconnectPolicy,
    private readonly clock: Clock,
  ) {}

  get retries(): number {
    return this.attempts;
  }

  /** plans the next attempt; returns its delay, or undefined when the policy gives up */
  schedule(attempt: () => void): number | undefined {
    this.cancel();
    const delay = this.policy.delayFor(this.attempts + 1);
    if (delay === undefined) return undefined;
    this.attempts++;
    this.handle = this.clock.setTimeout(() => {
      this.handle = undefined;
      attempt();
    }, delay);
    return delay;
  }

  cancel(): void {
    if (this.handle !== undefined) this.clock.clearTimeout(this.handle);
    this.handle = undefined;
  }

  /** a connection that opened is healthy again: the next drop starts from the short delay */
  reset(): void {
    this.attempts = 0;
  }
}
