/**
 * Group commit in the application: items pushed while a write is under way wait and go together in the next
 * one, so under load many rows cost one statement (one commit) and alone a row is written at once. At most one
 * write runs at a time, in push order, so rows keep the order they were pushed in.
 */
export class BatchWriter<T, R = void> {
  private queue: Array<{ item: T; resolve: (r: R) => void; reject: (e: unknown) => void }> = [];
  private running?: Promise<void>;

  constructor(
    /** writes the items; answers one result per item, in order */
    private readonly write: (items: T[]) => Promise<R[]>,
    private readonly maxBatch = 500,
  ) {}

  push(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.running ??= this.run();
    });
  }

  /** resolves once everything pushed so far is written */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async run(): Promise<void> {
    // let the pushes of the current tick join the first write
    await Promise.resolve();
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        const results = await this.write(batch.map((b) => b.item));
        batch.forEach((b, i) => b.resolve(results[i]!));
      } catch (err) {
        for (const b of batch) b.reject(err);
      }
    }
    this.running = undefined;
  }
}
