/**
 * Group commit: items pushed while writes are under way wait and go together in the next one, so
 * under load many job states cost one transaction, and alone a state is written at once. Up to
 * `inFlight` writes run at once, so one slow commit (a disk busy with fsyncs) does not stall every
 * job behind it; the database merges the commits of concurrent transactions. (Balcão's backbone
 * BatchWriter is this with one write at a time.)
 */
export class GroupCommit<T, R> {
  private queue: Array<{ item: T; resolve: (r: R) => void; reject: (e: unknown) => void }> = [];
  private writers = 0;
  /** the writers under way, for idle() */
  private readonly runs = new Set<Promise<void>>();

  constructor(
    /** writes the items; answers one result per item, in order */
    private readonly write: (items: T[]) => Promise<R[]>,
    private readonly maxBatch: number,
    private readonly inFlight = 1,
  ) {}

  push(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.writers < this.inFlight) {
        const run = this.run();
        this.runs.add(run);
        void run.finally(() => this.runs.delete(run));
      }
    });
  }

  /** resolves once everything pushed so far is written */
  async idle(): Promise<void> {
    while (this.runs.size > 0) await Promise.all(this.runs);
  }

  private async run(): Promise<void> {
    this.writers++;
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
    this.writers--;
  }
}
