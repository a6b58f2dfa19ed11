import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('counts whole seconds down to zero, reaching it at the deadline', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(3));
    expect(result.current.secondsLeft).toBe(3);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.secondsLeft).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.secondsLeft).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the clock when timers fire late (background tabs)', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(30));
    // The clock jumps 20 s while no timer could run.
    vi.setSystemTime(Date.now() + 20_000);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(9);
  });

  it('starts over', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(5));
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.start(5));
    expect(result.current.secondsLeft).toBe(5);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.secondsLeft).toBe(1);
  });

  it('stops ticking when unmounted', () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start(5));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
