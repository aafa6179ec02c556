/**
 * Tracks job runs in this process from handler start until Agenda has saved their outcome
 * ('complete'), so shutdown can wait for them instead of cutting them off mid-write.
 */
export class RunningJobs {
  private readonly ids = new Set<string>();
  private waiters: (() => void)[] = [];

  started(id: string): void {
    this.ids.add(id);
  }

  finished(id: string): void {
    this.ids.delete(id);
    if (this.ids.size === 0) for (const wake of this.waiters.splice(0)) wake();
  }

  get size(): number {
    return this.ids.size;
  }

  /** Resolves with how many are still running when all finished or the timeout passed. */
  async settle(timeoutMs: number): Promise<number> {
    if (this.ids.size === 0) return 0;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiters.push(() => (clearTimeout(timer), resolve()));
    });
    return this.ids.size;
  }
}
