import { describe, expect, it, vi } from 'vitest';
import { loadOnFirstUse } from './load-on-first-use.ts';

describe('loadOnFirstUse', () => {
  it('loads once, on the first call, and shares the result', async () => {
    const load = vi.fn(async () => ({ value: 42 }));
    const get = loadOnFirstUse(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('not found')).mockResolvedValueOnce('loaded');
    const get = loadOnFirstUse(load);
    await expect(get()).rejects.toThrow('not found');
    expect(await get()).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('looks the package up at once: a missing install fails when the loader is made, not at first use', () => {
    const load = vi.fn(async () => 'never');
    expect(() => loadOnFirstUse(load, 'no-such-package-playeats')).toThrow(/no-such-package-playeats/);
    expect(() => loadOnFirstUse(load, 'zod')).not.toThrow();
    expect(load).not.toHaveBeenCalled();
  });
});
