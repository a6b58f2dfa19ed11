import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS } from '@playeats/domain/constants';
import { webPlatform } from '../lib/platform/web-platform.ts';
import type { Platform } from '../lib/platform/platform.ts';
import { useIdle } from './use-idle.ts';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  // Back to jsdom's own getter on Document.prototype.
  Reflect.deleteProperty(document, 'visibilityState');
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const fire = (type: string, target: EventTarget = document) => act(() => void target.dispatchEvent(new Event(type)));

describe('useIdle', () => {
  it('turns idle after 300000 ms without activity by default', () => {
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    advance(IDLE_TIMEOUT_MS - 1);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);
  });

  it.each(['mousemove', 'keydown', 'scroll', 'touchstart'])('%s postpones idleness and wakes it', (type) => {
    const { result } = renderHook(() => useIdle(1000));
    advance(800);
    fire(type);
    advance(800);
    expect(result.current).toBe(false);
    advance(200);
    expect(result.current).toBe(true);
    fire(type);
    expect(result.current).toBe(false);
    advance(1000);
    expect(result.current).toBe(true);
  });

  it('sees scrolling inside elements (scroll does not bubble)', () => {
    const box = document.createElement('div');
    document.body.append(box);
    const { result } = renderHook(() => useIdle(1000));
    advance(900);
    fire('scroll', box);
    advance(900);
    expect(result.current).toBe(false);
    box.remove();
  });

  it('does not touch the timer on every mouse move', () => {
    renderHook(() => useIdle(1000));
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const clearTimeoutSpy = vi.spyOn(globalThis, 'clearTimeout');
    for (let i = 0; i < 50; i++) {
      advance(10);
      fire('mousemove');
    }
    expect(setTimeoutSpy).not.toHaveBeenCalled();
    expect(clearTimeoutSpy).not.toHaveBeenCalled();
  });

  it('is idle at once when the page is hidden and wakes when it comes back', () => {
    const { result } = renderHook(() => useIdle(1000));
    act(() => setVisibility('hidden'));
    expect(result.current).toBe(true);
    fire('mousemove');
    expect(result.current).toBe(true);
    act(() => setVisibility('visible'));
    expect(result.current).toBe(false);
    advance(999);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);
  });

  it('starts idle when mounted in a hidden page', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    const { result } = renderHook(() => useIdle(1000));
    expect(result.current).toBe(true);
  });

  it('follows the platform, which also reports a backgrounded app or a minimized overlay', () => {
    let report: (visible: boolean) => void = () => undefined;
    const stop = vi.fn();
    const platform: Platform = {
      ...webPlatform,
      onVisibilityChange: (listener) => {
        report = listener;
        return stop;
      },
    };
    const { result, unmount } = renderHook(() => useIdle(1000, platform));
    act(() => report(false));
    expect(result.current).toBe(true);
    fire('keydown'); // the overlay window still gets events while minimized
    expect(result.current).toBe(true);
    act(() => report(true));
    expect(result.current).toBe(false);
    unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('stops listening when unmounted', () => {
    const removeSpy = vi.spyOn(document, 'removeEventListener');
    const { unmount } = renderHook(() => useIdle(1000));
    unmount();
    expect(removeSpy.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['mousemove', 'keydown', 'scroll', 'touchstart', 'visibilitychange']),
    );
    expect(vi.getTimerCount()).toBe(0);
  });
});
