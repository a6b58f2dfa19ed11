import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceleratedClock } from './clock.ts';

afterEach(() => vi.useRealTimers());

describe('acceleratedClock', () => {
  it('runs `speed` times faster than real time from its start', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    const clock = acceleratedClock(60);
    expect(clock.speed).toBe(60);
    vi.advanceTimersByTime(1_000);
    expect(clock.now().toISOString()).toBe('2026-11-24T12:01:00.000Z');
  });
});
