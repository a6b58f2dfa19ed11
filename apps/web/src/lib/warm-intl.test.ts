import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('warmIntl', () => {
  it('starts the formatter worker once, as a module worker from its own file, and sends it the language', () => {
    const postMessage = vi.fn();
    const Worker = vi.fn(function started() {
      return { postMessage };
    });
    vi.stubGlobal('Worker', Worker);
    warmIntl('fr');
    expect(Worker).toHaveBeenCalledTimes(1);
    const [url, options] = Worker.mock.calls[0] as unknown as [URL, WorkerOptions];
    expect(String(url)).toMatch(/\/warm-intl\.worker\.ts(\?|$)/);
    expect(options).toMatchObject({ type: 'module' });
    expect(postMessage).toHaveBeenCalledWith('fr');
  });

  it('is no error where there are no workers or the policy refuses one', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntl('en')).not.toThrow();
    vi.stubGlobal(
      'Worker',
      vi.fn(function refused() {
        throw new DOMException('refused by the policy', 'SecurityError');
      }),
    );
    expect(() => warmIntl('en')).not.toThrow();
  });
});
