import { describe, expect, it } from 'vitest';
import { SharedCache } from '../../src/cache/shared-cache.js';

/** A key's members are bounded: past the cap the key starts empty again and its members load on their next use. */
describe('SharedCache members', () => {
  it('keeps at most maxMembers under one key, then loads again what it let go', async () => {
    const cache = new SharedCache(undefined, 100, 3);
    const loads: string[] = [];
    const get = (m: string) =>
      cache.memoIn('contacts:1', m, async () => {
        loads.push(m);
        return m.toUpperCase();
      });
    for (const m of ['a', 'b', 'c', 'a', 'b', 'c']) expect(await get(m)).toBe(m.toUpperCase());
    expect(loads).toEqual(['a', 'b', 'c']);
    await get('d'); // the fourth member: the key starts over with it
    await get('d');
    await get('a');
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'a']);
  });
});

describe('SharedCache.memoEach', () => {
  it('loads the members not kept in one call, and keeps what it found and what it did not', async () => {
    const cache = new SharedCache();
    const calls: number[][] = [];
    const each = (ids: number[]) =>
      cache.memoEach(
        (id) => ({ key: 'tickets:1', member: id }),
        ids,
        async (missing) => {
          calls.push([...missing]);
          return new Map(missing.filter((id) => id !== 3).map((id) => [id, `t${id}`]));
        },
      );
    expect([...(await each([1, 2, 3]))]).toEqual([
      [1, 't1'],
      [2, 't2'],
      [3, undefined],
    ]);
    expect([...(await each([2, 3, 4]))]).toEqual([
      [2, 't2'],
      [3, undefined],
      [4, 't4'],
    ]);
    expect(calls).toEqual([[1, 2, 3], [4]]);
  });

  it('lets a key go after its time to live', async () => {
    const cache = new SharedCache();
    let loads = 0;
    const get = () => cache.memo('k', async () => ++loads, { ttlMs: 30 });
    expect(await get()).toBe(1);
    expect(await get()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await get()).toBe(2);
  });

  it('drops again what a reader kept inside a transaction that rolled back', async () => {
    const cache = new SharedCache();
    let value = 'before';
    const get = () => cache.memo('k', async () => value);
    let rollback!: (err: Error) => void;
    const trx = { executionPromise: new Promise<void>((_, reject) => (rollback = reject)) };
    value = 'written';
    cache.invalidate('k', trx as never);
    expect(await get()).toBe('written'); // read inside the transaction, kept
    value = 'before';
    rollback(new Error('rolled back'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await get()).toBe('before');
  });
});
