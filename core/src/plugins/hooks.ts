import type { Logger } from 'pino';

type Listener<T> = (payload: T) => void | Promise<void>;

/**
 * Domain events between plugins (`ticket.accepted`, `message.received`). Listeners run in registration
 * order and are awaited, so an emit finishes when every reaction has; a failing listener is logged and
 * does not stop the others.
 */
export class Hooks {
  private listeners = new Map<string, Listener<unknown>[]>();
  constructor(private log: Logger) {}

  on<T = unknown>(event: string, fn: Listener<T>): () => void {
    const list = this.listeners.get(event) ?? [];
    list.push(fn as Listener<unknown>);
    this.listeners.set(event, list);
    return () =>
      this.listeners.set(
        event,
        (this.listeners.get(event) ?? []).filter((l) => l !== fn),
      );
  }

  async emit<T = unknown>(event: string, payload: T): Promise<void> {
    for (const fn of this.listeners.get(event) ?? []) {
      try {
        await fn(payload);
      } catch (err) {
        this.log.error({ err, event }, 'hook listener failed');
      }
    }
  }
}
