import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import type { CacheBus } from './cache-bus.js';

export interface MemoOptions {
  /**
   * how long the key is kept at most: for what a reader inside an older snapshot (MariaDB's REPEATABLE READ)
   * could load after a write's invalidation, so such a stale value lives this long, not until the next write
   */
  ttlMs?: number;
}

/**
 * For values read inside a caller's transaction (an enricher's): the time to live the kernel's plugins give them,
 * so a stale value is bounded and a hit rate of a conversation's burst of messages stays.
 */
export const readInTransactions: MemoOptions = { ttlMs: 60_000 };

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
  memo<T>(key: string, load: () => Promise<T>, options?: MemoOptions): Promise<T> {
    return this.memoIn(key, '', load, options);
  }

  /**
   * One value per `member` of `key`, all dropped together by `invalidate(key)`: a company's connections' menus,
   * dropped when any of its queues changes.
   */
  memoIn<T>(key: string, member: string | number, load: () => Promise<T>, options?: MemoOptions): Promise<T> {
    let members = this.entries.get(key);
    if (!members) this.entries.set(key, (members = new Map()), options?.ttlMs ? { ttl: options.ttlMs } : {});
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
   * Many members at once, the ones not kept loaded together by one `loadMany` (a page of tickets, one query for
   * those not seen yet); a member `loadMany` does not answer is `undefined`, and kept so.
   */
  async memoEach<T>(
    keyOf: (id: number) => { key: string; member?: string | number },
    ids: number[],
    loadMany: (ids: number[]) => Promise<Map<number, T>>,
    options?: MemoOptions,
  ): Promise<Map<number, T | undefined>> {
    const missing: number[] = [];
    const held = new Map<number, Promise<T | undefined>>();
    let batch: Promise<Map<number, T>> | undefined;
    for (const id of new Set(ids)) {
      const { key, member = '' } = keyOf(id);
      held.set(
        id,
        this.memoIn(
          key,
          member,
          () => {
            missing.push(id);
            // the first miss starts the query once every id was looked at, so it asks for all the misses
            batch ??= Promise.resolve().then(() => loadMany(missing));
            return batch.then((found) => found.get(id));
          },
          options,
        ),
      );
    }
    const out = new Map<number, T | undefined>();
    for (const [id, value] of held) out.set(id, await value);
    return out;
  }

  /**
   * Drops `key` everywhere. Given the transaction that wrote it, drops it again once that ends: a reader between
   * the write and the commit would otherwise keep the value from before, and a reader inside the transaction one
   * that a rollback took back.
   */
  invalidate(key: string, trx?: Knex | Knex.Transaction): void {
    const drop = () => {
      this.drop(key);
      this.bus?.publish(key);
    };
    drop();
    const ended = (trx as Partial<Knex.Transaction> | undefined)?.executionPromise;
    if (ended) void ended.then(drop, drop);
  }

  private drop(key: string) {
    this.entries.delete(key);
  }
}
