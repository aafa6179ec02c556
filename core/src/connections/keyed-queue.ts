/**
 * Runs tasks one after another per key and in parallel across keys: a conversation's messages reach the
 * hooks in the order WhatsApp sent them while other conversations do not wait.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  constructor(private readonly onError: (err: unknown, key: string) => void) {}

  run(key: string, task: () => Promise<void> | void): Promise<void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(task).catch((err) => this.onError(err, key));
    this.tails.set(key, next);
    void next.then(() => {
      if (this.tails.get(key) === next) this.tails.delete(key);
    });
    return next;
  }

  /** resolves when everything queued so far has run (used when stopping) */
  async idle(): Promise<void> {
    await Promise.all([...this.tails.values()]);
  }
}
