/** the longest a refused pair or number waits before the next try */
const MAX_BACKOFF_MS = 5 * 60_000;

/**
 * Meta's pair rate: about one message every 6 s to one user from one number. Remembers when each user may next be
 * sent to; a send asked earlier is told how long to wait (the outbox tries it again then, with the chat's later
 * messages behind it), so nothing fails for going too fast. One per provider object, so per number.
 */
export class PairPacer {
  private readonly nextAt = new Map<string, number>();
  /** consecutive 131056 per user: each one doubles the wait */
  private readonly refused = new Map<string, number>();

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** ms to wait before sending to `user`, or 0 after reserving the send now */
  take(user: string): number {
    const now = this.now();
    this.forgetOld(now);
    const at = this.nextAt.get(user) ?? 0;
    if (at > now) return at - now;
    if (this.intervalMs > 0) this.nextAt.set(user, now + this.intervalMs);
    return 0;
  }

  /** Meta refused with 131056 anyway: wait longer each time, until a send to `user` goes through */
  refusedBy(user: string): number {
    const times = (this.refused.get(user) ?? 0) + 1;
    this.refused.set(user, times);
    const wait = Math.min(Math.max(this.intervalMs, 1000) * 2 ** (times - 1), MAX_BACKOFF_MS);
    this.nextAt.set(user, this.now() + wait);
    return wait;
  }

  sent(user: string): void {
    this.refused.delete(user);
  }

  /** users nobody sent to for a while are forgotten, so the map stays as small as the live chats */
  private forgetOld(now: number): void {
    if (this.nextAt.size < 10_000) return;
    for (const [user, at] of this.nextAt) if (at <= now && !this.refused.has(user)) this.nextAt.delete(user);
  }
}
