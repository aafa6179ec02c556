/**
 * The last N message ids seen on a connection. Baileys may hand us the same message twice (a retry,
 * a reconnect replay); the host dedupes for good in its store, this spares it the common repeats.
 */
export class RecentIds {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity: number) {}

  has(id: string): boolean {
    return this.ids.has(id);
  }

  add(id: string): void {
    this.ids.add(id);
    if (this.ids.size > this.capacity) {
      // Sets iterate in insertion order, so the first one is the oldest
      const oldest = this.ids.values().next().value;
      if (oldest !== undefined) this.ids.delete(oldest);
    }
  }
}
