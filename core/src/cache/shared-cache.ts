import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import type { CacheBus } from './cache-bus.js';

/**
 * What the hot path reads on every message and rarely changes (a company's settings, a connection's menu): kept in
 * this process and dropped on every process when its owner writes it. `memo` shares one load between concurrent
 * readers; `invalidate` drops the key here at once and, with Redis, on every other process (cache-bus.ts). Without
 * Redis there is only one process (docs/operations.md), so dropping it here is enough.
 */
export class SharedCache {
  private readonly entries: LRUCache<string, Map<string, Promise<unknown>>>;

  constructor(
    private readonly bus?: CacheBus,
    max = 10_000,
    /** members one key keeps at most: past it the key starts empty again, so a big company's many contacts
     * cannot grow a process without bound (they load again on their next use) */
    private readonly maxMembers = 2_000,
  ) {
    this.entries = new LRUCache({ max });
    bus?.onInvalidate((key) => this.drop(key));
  }

  /** the cached value of `key`, or what `load` gives (then kept); a failed load is not kept */
  memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.memoIn(key, '', load);
  }

  /**
   * One value per `member` of `key`, all dropped together by `invalidate(key)`: a company's connections' menus,
   * dropped when any of its queues changes.
   */
  memoIn<T>(key: string, member: string | number, load: () => Promise<T>): Promise<T> {
    let members = this.entries.get(key);
    if (!members) this.entries.set(key, (members = new Map()));
    const name = String(member);
    const hit = members.get(name);
    if (hit) return hit as Promise<T>;
    if (members.size >= this.maxMembers) members.clear();
    const value = load() as Promise<unknown>;
    members.set(name, value);
    // only this load goes: an invalidation meanwhile may have let a newer one in
    const held = members;
    value.catch(() => {
      if (held.get(name) === value) held.delete(name);
    });
    return value as Promise<T>;
  }

  /**
   * Drops `key` everywhere. Given the transaction that wrote it, drops it again once that commits: a reader between
   * the write and the commit would otherwise keep the value from before.
   */
  invalidate(key: string, trx?: Knex | Knex.Transaction): void {
    this.drop(key);
    this.bus?.publish(key);
    const committed = (trx as Partial<Knex.Transaction> | undefined)?.executionPromise;
    if (committed)
      void committed.then(
        () => {
          this.drop(key);
          this.bus?.publish(key);
        },
        () => undefined,
      );
  }

  private drop(key: string) {
    this.entries.delete(key);
  }
}
