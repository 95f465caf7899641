import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('loads once while fresh, and keeps no more than its bound (the oldest goes first)', async () => {
    const cache = new TtlCache<string, string>(60_000, 3);
    const loads: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        loads.push(key);
        return key.toUpperCase();
      });
    for (const key of ['a', 'b', 'c', 'a', 'b']) expect(await get(key)).toBe(key.toUpperCase());
    expect(loads).toEqual(['a', 'b', 'c']);
    // A fourth key pushes out the oldest; the others stay cached.
    await get('d');
    await get('b');
    await get('c');
    expect(loads).toEqual(['a', 'b', 'c', 'd']);
    await get('a');
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'a']);
  });

  it('reloads after the time to live, and forgets a failed load', async () => {
    const cache = new TtlCache<string, number>(0);
    let n = 0;
    const load = async () => ++n;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(2);
    const failing = new TtlCache<string, number>(60_000);
    await expect(failing.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await failing.get('k', load)).toBe(3);
  });
});
