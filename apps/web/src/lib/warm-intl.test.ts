import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('warmIntl', () => {
  it('starts the formatter worker once, as a module worker from its own file', () => {
    const Worker = vi.fn();
    vi.stubGlobal('Worker', Worker);
    warmIntl();
    expect(Worker).toHaveBeenCalledTimes(1);
    const [url, options] = Worker.mock.calls[0] as [URL, WorkerOptions];
    expect(String(url)).toMatch(/\/warm-intl\.worker\.ts(\?|$)/);
    expect(options).toMatchObject({ type: 'module' });
  });

  it('does nothing where there are no workers, and a refused worker is not an error', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntl()).not.toThrow();
    vi.stubGlobal(
      'Worker',
      vi.fn(function refused() {
        throw new DOMException('refused by the policy', 'SecurityError');
      }),
    );
    expect(() => warmIntl()).not.toThrow();
  });
});
