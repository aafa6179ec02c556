/**
 * What the listeners learn about a request while it runs (the before of a record, a ticket's change), kept by
 * request id until its `request.written` takes it. Bounded: a request that failed never takes its entry, and
 * the oldest entries go first.
 */
export class RequestMemory<T> {
  private entries = new Map<string, T[]>();
  private finished = new Set<string>();
  constructor(private readonly max = 500) {}

  add(requestId: string, value: T): void {
    const list = this.entries.get(requestId) ?? [];
    list.push(value);
    this.entries.set(requestId, list);
    this.bound(this.entries);
  }

  /** everything noted for the request, forgotten now; the request counts as finished from here on */
  take(requestId: string): T[] {
    const list = this.entries.get(requestId) ?? [];
    this.entries.delete(requestId);
    this.finished.add(requestId);
    this.bound(this.finished);
    return list;
  }

  /** true once `take` ran: a fact arriving later must be logged on its own */
  isFinished(requestId: string): boolean {
    return this.finished.has(requestId);
  }

  private bound(c: Map<string, unknown> | Set<string>) {
    while (c.size > this.max) {
      const oldest = c.keys().next().value as string;
      c.delete(oldest);
    }
  }
}
