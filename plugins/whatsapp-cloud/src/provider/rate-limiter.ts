/**
 * Spaces calls at most `perSecond` a second, in the order they asked: Meta's throughput per business number (80
 * messages a second by default, 20 for a number shared with the WhatsApp Business app). One per provider object, so
 * per number on the process that runs it.
 */
export class RateLimiter {
  private next = 0;
  private readonly gapMs: number;

  constructor(perSecond: number) {
    this.gapMs = 1000 / Math.max(1, perSecond);
  }

  /** resolves when this call may go */
  async take(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.next);
    this.next = at + this.gapMs;
    if (at > now) await new Promise((r) => setTimeout(r, at - now));
  }
}
