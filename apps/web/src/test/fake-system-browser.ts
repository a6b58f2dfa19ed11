import { vi } from 'vitest';
import type { NativePlugins } from '../lib/platform/native-plugins.ts';

type Listener = (event: { url?: string }) => void;

/**
 * Test support only: Capacitor's App and Browser plugins at their boundary, as the native
 * side answers. Calls are recorded; `fire` plays a native event (appUrlOpen, browserFinished).
 */
export function fakeBrowserPlugins(openResult: () => Promise<void> = async () => undefined) {
  const listeners = new Map<string, Set<Listener>>();
  const addListener = vi.fn(async (event: string, listener: Listener) => {
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return { remove: async () => void set.delete(listener) };
  });
  const raw = {
    app: { addListener, exitApp: vi.fn() },
    browser: {
      open: vi.fn(async (_options: { url: string }) => openResult()),
      close: vi.fn(async () => undefined),
      addListener,
    },
  };
  return {
    plugins: raw as unknown as Pick<NativePlugins, 'app' | 'browser'>,
    raw,
    fire: (event: string, payload: { url?: string } = {}) =>
      [...(listeners.get(event) ?? [])].forEach((listener) => listener(payload)),
    /** Listeners still attached. */
    count: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
}
