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
