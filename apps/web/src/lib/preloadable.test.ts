import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './lazy-page.ts';
import { preloadable, preloadWhenIdle } from './preloadable.ts';

describe('preloadable', () => {
  it('loads once, then answers synchronously', async () => {
    const importer = vi.fn(() => Promise.resolve({ value: 1 }));
    const item = preloadable(importer);
    expect(item.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([item.load(), item.load()]);
    expect(a).toBe(b);
    expect(item.loaded()).toEqual({ value: 1 });
    expect(importer).toHaveBeenCalledOnce();
  });

  it('tries again after a failed load', async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ value: 2 });
    const item = preloadable(importer);
    await expect(item.load()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(item.loaded()).toBeUndefined();
    await expect(item.load()).resolves.toEqual({ value: 2 });
  });

  it('preloads when the browser is idle, and can be called off', async () => {
    vi.useFakeTimers();
    try {
      const idle = vi.fn((cb: () => void) => setTimeout(cb, 10) as unknown as number);
      vi.stubGlobal('requestIdleCallback', idle);
      vi.stubGlobal('cancelIdleCallback', (h: number) => clearTimeout(h));
      const first = vi.fn(() => Promise.resolve({}));
      const second = vi.fn(() => Promise.resolve({}));
      preloadWhenIdle([preloadable(first)]);
      const cancel = preloadWhenIdle([preloadable(second)]);
      cancel();
      expect(first).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(10);
      expect(first).toHaveBeenCalledOnce();
      expect(second).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
