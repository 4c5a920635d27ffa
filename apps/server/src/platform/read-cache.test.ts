import { describe, expect, it } from 'vitest';

import { createReadCache } from './read-cache';

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createReadCache', () => {
  it('answers from memory until the entry is ttlMs old, then loads again', async () => {
    const time = clock();
    const cache = createReadCache<number>({ ttlMs: 5_000, maxEntries: 10, now: time.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    time.advance(4_999);
    expect(await cache.get('a', load)).toBe(1);
    time.advance(1);
    expect(await cache.get('a', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('lets concurrent misses of one key share one load', async () => {
    const cache = createReadCache<string>({ ttlMs: 1_000, maxEntries: 10, now: clock().now });
    // Each load waits until the test answers it, so the three gets overlap without a timer.
    const loads: ((value: string) => void)[] = [];
    const load = () => new Promise<string>((resolve) => loads.push(resolve));
    const pending = [cache.get('k', load), cache.get('k', load), cache.get('k', load)];
    loads.forEach((answer, i) => answer(`v${i + 1}`));
    expect(await Promise.all(pending)).toEqual(['v1', 'v1', 'v1']);
    expect(loads).toHaveLength(1);
  });

  it('does not keep a failed load', async () => {
    const cache = createReadCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('drops the oldest entry beyond maxEntries', async () => {
    const cache = createReadCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('loads every time when ttlMs is 0', async () => {
    const cache = createReadCache<number>({ ttlMs: 0, maxEntries: 10 });
    let loads = 0;
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });
});
