import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { afterCommit } from '../db/after-commit.js';
import type { HookEvents } from './hook-events.js';

type Listener<T> = (payload: T) => void | Promise<void>;
/**
 * A known hook's payload comes from `HookEvents`; an unknown name takes the payload type given (`T`), so
 * `hooks.on<Payload>('x', ...)` written before the map existed still compiles.
 */
type PayloadOf<E extends string, T> = E extends keyof HookEvents ? HookEvents[E] : T;

/**
 * Domain events between plugins (`ticket.accepted`, `message.received`), typed by `HookEvents`. Listeners
 * run in registration order and are awaited. `notify` logs a failing listener and goes on with the others
 * (a reaction must not undo the fact); `dispatch` stops at the first failure and rejects with it (the caller
 * depends on every listener).
 */
export class Hooks {
  private listeners = new Map<string, Listener<unknown>[]>();
  constructor(private log: Logger) {}

  on<T = unknown, E extends string = string>(event: E, fn: Listener<PayloadOf<E, T>>): () => void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn as Listener<unknown>]);
    return () =>
      this.listeners.set(
        event,
        (this.listeners.get(event) ?? []).filter((l) => l !== fn),
      );
  }

  async notify<T = unknown, E extends string = string>(event: E, payload: PayloadOf<E, T>): Promise<void> {
    for (const fn of this.listeners.get(event) ?? []) {
      try {
        await fn(payload);
      } catch (err) {
        this.log.error({ err, event }, 'hook listener failed');
      }
    }
  }

  async dispatch<T = unknown, E extends string = string>(event: E, payload: PayloadOf<E, T>): Promise<void> {
    for (const fn of this.listeners.get(event) ?? []) await fn(payload);
  }

  /** the name hooks had before they were typed; same as notify */
  emit<T = unknown, E extends string = string>(event: E, payload: PayloadOf<E, T>): Promise<void> {
    return this.notify<T, E>(event, payload);
  }

  /** runs `fn` after `trx` commits (not at all on rollback); its errors are logged */
  afterCommit(trx: Knex | Knex.Transaction, fn: () => void | Promise<void>): void {
    afterCommit(trx, fn, (err) => this.log.error({ err }, 'after-commit work failed'));
  }
}
