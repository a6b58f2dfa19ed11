import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

describe('LruCache', () => {
  it('drops the least recently used entry beyond its size; a read makes an entry recent', () => {
    const cache = new LruCache<number>(2, Number.POSITIVE_INFINITY);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([1, undefined, 3, 2]);
  });

  it('answers nothing for an entry past its time to live, and forgets it', () => {
    let now = 1_000;
    const cache = new LruCache<string>(10, 500, () => now);
    cache.set('k', 'v');
    now = 1_499;
    expect(cache.get('k')).toBe('v');
    now = 1_500;
    expect([cache.get('k'), cache.size]).toEqual([undefined, 0]);
  });
});
