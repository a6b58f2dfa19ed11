import { describe, expect, it } from 'vitest';
import { manualClock } from '../../adapters/clock.ts';
import type { Counter, RateLimitsRepository } from './rate-limits.repository.ts';
import { RateLimiter } from './rate-limiter.ts';

/** The counters in memory, with the repository's window and attempt rules. */
function memoryCounters(): RateLimitsRepository & { rows: Map<string, Counter> } {
  const rows = new Map<string, Counter>();
  return {
    rows,
    hit: async (key, now, windowStart) => {
      const row = rows.get(key);
      const next =
        !row || row.windowStartedAt <= windowStart
          ? { count: 1, windowStartedAt: now }
          : { ...row, count: row.count + 1 };
      rows.set(key, next);
      return next;
    },
    takeAttempt: async (key, now, { free, max, maxDelaySeconds }) => {
      const row = rows.get(key);
      const wait = row ? Math.min(maxDelaySeconds, 2 ** (row.count - free + 1)) * 1000 : 0;
      if (row && !(row.count < free || (row.count < max && row.windowStartedAt.getTime() + wait <= now.getTime()))) {
        return false;
      }
      rows.set(key, { count: (row?.count ?? 0) + 1, windowStartedAt: now });
      return true;
    },
    find: async (key) => rows.get(key),
    clear: async (key) => void rows.delete(key),
    purge: async (cutoff, keep) => {
      for (const [key, row] of rows) {
        const stop = row.count >= keep.from && key.split(':')[0]!.endsWith(keep.scopeSuffix);
        if (row.windowStartedAt < cutoff && !stop) rows.delete(key);
      }
    },
  };
}

function limiter(ipScale = 1) {
  const clock = manualClock();
  const counters = memoryCounters();
  return { clock, counters, limiter: new RateLimiter({ counters, clock, ipScale }) };
}

describe('rate limits', () => {
  it('allows the limit in a window, then 429 with the seconds left; a new window starts over', async () => {
    const { clock, limiter: l } = limiter();
    for (let i = 0; i < 3; i++) await l.hit('k', { limit: 3, windowSeconds: 60 });
    clock.advance(20_000);
    await expect(l.hit('k', { limit: 3, windowSeconds: 60 })).rejects.toMatchObject({
      status: 429,
      problemName: 'TooManyRequestsException',
      extensions: { retryAfterSeconds: 40 },
    });
    clock.advance(40_000);
    await expect(l.hit('k', { limit: 3, windowSeconds: 60 })).resolves.toBeUndefined();
  });

  it('scales per-IP limits (IP_RATE_LIMIT_SCALE) but not per-key ones', async () => {
    const { limiter: l } = limiter(2);
    for (let i = 0; i < 2; i++) await l.hitIp('login', '10.0.0.1', { limit: 1, windowSeconds: 60 });
    await expect(l.hitIp('login', '10.0.0.1', { limit: 1, windowSeconds: 60 })).rejects.toMatchObject({ status: 429 });
    await l.hit('sms:phone:+15145550100', { limit: 1, windowSeconds: 60 });
    await expect(l.hit('sms:phone:+15145550100', { limit: 1, windowSeconds: 60 })).rejects.toMatchObject({
      status: 429,
    });
  });

  it('sign-in throttling: free tries, then a doubling wait, then a final stop', async () => {
    const { clock, limiter: l } = limiter();
    const rule = { free: 2, max: 4, maxDelaySeconds: 900 };
    expect(await l.takeAttempt('login', 'a@example.com', rule)).toBeNull();
    expect(await l.takeAttempt('login', 'a@example.com', rule)).toBeNull();
    expect(await l.takeAttempt('login', 'a@example.com', rule)).toEqual({ retryAfterSeconds: 2, final: false });
    clock.advance(2_000);
    expect(await l.takeAttempt('login', 'a@example.com', rule)).toBeNull();
    expect(await l.takeAttempt('login', 'a@example.com', rule)).toEqual({ retryAfterSeconds: 4, final: false });
    clock.advance(4_000);
    expect(await l.takeAttempt('login', 'a@example.com', rule)).toBeNull();
    expect(await l.takeAttempt('login', 'a@example.com', rule)).toEqual({ retryAfterSeconds: 900, final: true });
    await l.clearAttempts('login', 'a@example.com');
    expect(await l.takeAttempt('login', 'a@example.com', rule)).toBeNull();
  });

  it('housekeeping drops windows over a day old, a busy one too, but keeps a sign-in stop', async () => {
    const { clock, counters, limiter: l } = limiter();
    await l.hit('old', { limit: 5, windowSeconds: 60 });
    counters.rows.set('login:ip:10.0.0.1', { count: 150, windowStartedAt: clock.now() });
    counters.rows.set('login-failures:a@example.com', { count: 100, windowStartedAt: clock.now() });
    counters.rows.set('login-failures:b@example.com', { count: 7, windowStartedAt: clock.now() });
    clock.advance(25 * 3600_000);
    await l.hit('fresh', { limit: 5, windowSeconds: 60 });
    await l.purgeExpired();
    expect([...counters.rows.keys()].sort()).toEqual(['fresh', 'login-failures:a@example.com']);
  });

  it("refuses an attempt counter's scope with a colon (housekeeping would not see its stop)", async () => {
    const { limiter: l } = limiter();
    await expect(l.takeAttempt('login:x', 'a@example.com', { free: 1, max: 2, maxDelaySeconds: 60 })).rejects.toThrow(
      'has no colon',
    );
  });

  it("refuses a window counter under an attempt counter's key", async () => {
    const { limiter: l } = limiter();
    await expect(l.hit('login-failures:a@example.com', { limit: 5, windowSeconds: 60 })).rejects.toThrow(
      "an attempt counter's key",
    );
  });
});
