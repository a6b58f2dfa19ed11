import { describe, expect, it } from 'vitest';
import { earningFor, GRACE_MS, tailMs } from './earning.ts';

const MIN = 60_000;
const base = { doubleMs: 0, tracked: true, earnedTodayBefore: 0, dailyCap: 400 };

describe('earningFor', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [59, 49],
    [60, 50],
    [61, 50],
    [119, 99],
    [120, 100],
  ])('%i minutes earn %i bucks (pro rata, rounded down)', (minutes, bucks) => {
    expect(earningFor({ ...base, seenMs: minutes * MIN }).bucks).toBe(bucks);
  });

  it('counts whole minutes only', () => {
    expect(earningFor({ ...base, seenMs: 60 * MIN - 1 })).toMatchObject({ minutes: 59, bucks: 49 });
  });

  it('doubles the minutes on double-bucks dates, with one rounding for the session', () => {
    expect(earningFor({ ...base, seenMs: 60 * MIN, doubleMs: 60 * MIN })).toMatchObject({
      bucks: 100,
      multiplier: 2,
    });
    // 30 plain + 30 double minutes = 90 weighted minutes = 75 bucks.
    expect(earningFor({ ...base, seenMs: 60 * MIN, doubleMs: 30 * MIN })).toMatchObject({
      bucks: 75,
      doubleMinutes: 30,
      multiplier: 2,
    });
    expect(earningFor({ ...base, seenMs: 59 * MIN, doubleMs: 59 * MIN }).bucks).toBe(98);
  });

  it('stops at the daily cap and says so', () => {
    expect(earningFor({ ...base, seenMs: 600 * MIN })).toMatchObject({ uncappedBucks: 500, bucks: 400, capped: true });
    expect(earningFor({ ...base, seenMs: 120 * MIN, earnedTodayBefore: 350 })).toMatchObject({
      bucks: 50,
      capped: true,
    });
    expect(earningFor({ ...base, seenMs: 120 * MIN, earnedTodayBefore: 450 })).toMatchObject({
      bucks: 0,
      capped: true,
    });
    expect(earningFor({ ...base, seenMs: 480 * MIN })).toMatchObject({ bucks: 400, capped: false });
  });

  it('earns nothing when tracking is off, and that is not a cap', () => {
    expect(earningFor({ ...base, seenMs: 60 * MIN, tracked: false })).toMatchObject({
      minutes: 60,
      bucks: 0,
      capped: false,
    });
  });
});

describe('tailMs', () => {
  const seen = new Date('2026-11-21T12:00:00Z');
  it('counts the time since the last signal up to the grace', () => {
    expect(tailMs(seen, new Date(seen.getTime() + 30_000))).toBe(30_000);
    expect(tailMs(seen, new Date(seen.getTime() + 60 * MIN))).toBe(GRACE_MS);
    expect(tailMs(seen, new Date(seen.getTime() - 5_000))).toBe(0);
  });
});
