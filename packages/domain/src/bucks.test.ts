import { describe, it, expect } from 'vitest';
import { bucksForMinutes, calendarDate, isDoubleBucksDate } from './bucks.ts';
import { DOUBLE_BUCKS_MULTIPLIER } from './constants.ts';

describe('bucksForMinutes', () => {
  it.each([
    [0, 0],
    [1, 0], // 0.83
    [2, 1], // 1.67
    [59, 49], // 49.17
    [60, 50],
    [61, 50], // 50.83
    [119, 99], // 99.17
    [120, 100],
  ])('%i minutes earn %i bucks', (minutes, bucks) => {
    expect(bucksForMinutes(minutes)).toBe(bucks);
  });

  it.each([
    [59, 98], // 98.33
    [60, 100],
    [61, 101], // 101.67
    [1, 1], // 1.67
  ])('%i minutes at double bucks earn %i', (minutes, bucks) => {
    expect(bucksForMinutes(minutes, DOUBLE_BUCKS_MULTIPLIER)).toBe(bucks);
  });

  it('applies the multiplier before rounding down', () => {
    // Flooring first would give 0 * 2 = 0 instead of floor(1.67) = 1.
    expect(bucksForMinutes(1, 2)).toBe(1);
    // In floats 158 * 50 / 60 * 15 is 1974.9999999999998; the exact answer is 1975.
    expect(bucksForMinutes(158, 15)).toBe(1975);
  });

  it('matches exact integer arithmetic for every minute and multiplier', () => {
    // BigInt division is exact, so this is independent of float rounding.
    for (let minutes = 0; minutes <= 2_000; minutes += 1) {
      for (const multiplier of [1, 2, 3, 15]) {
        const exact = Number((BigInt(minutes) * 50n * BigInt(multiplier)) / 60n);
        expect(bucksForMinutes(minutes, multiplier)).toBe(exact);
      }
    }
  });

  it('returns integers only', () => {
    expect(Number.isInteger(bucksForMinutes(7, 3))).toBe(true);
  });

  it('earns nothing with a zero multiplier', () => {
    expect(bucksForMinutes(600, 0)).toBe(0);
  });

  it.each([[-1], [0.5], [59.99], [Number.NaN], [Number.POSITIVE_INFINITY]])('rejects %j minutes', (minutes) => {
    expect(() => bucksForMinutes(minutes)).toThrow(RangeError);
  });

  it.each([[-1], [1.5], [Number.NaN]])('rejects multiplier %j', (multiplier) => {
    expect(() => bucksForMinutes(60, multiplier)).toThrow(RangeError);
  });

  it('rejects products beyond safe integers', () => {
    expect(() => bucksForMinutes(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });
});

describe('calendarDate', () => {
  it('pads month and day', () => {
    expect(calendarDate(new Date('2024-01-05T12:00:00Z'))).toBe('2024-01-05');
  });

  it('rejects an invalid date', () => {
    expect(() => calendarDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('isDoubleBucksDate', () => {
  const dates = ['2024-03-09', '2024-12-31'];

  it('defaults to UTC', () => {
    expect(isDoubleBucksDate(new Date('2024-03-09T00:00:00Z'), dates)).toBe(true);
    expect(isDoubleBucksDate(new Date('2024-03-09T23:59:59.999Z'), dates)).toBe(true);
    expect(isDoubleBucksDate(new Date('2024-03-08T23:59:59.999Z'), dates)).toBe(false);
    expect(isDoubleBucksDate(new Date('2024-03-10T00:00:00Z'), dates)).toBe(false);
  });

  it('uses the calendar date in the given time zone', () => {
    // 02:30 UTC on the 10th is still the evening of the 9th in Montréal.
    const instant = new Date('2024-03-10T02:30:00Z');
    expect(isDoubleBucksDate(instant, dates)).toBe(false);
    expect(isDoubleBucksDate(instant, dates, 'UTC')).toBe(false);
    expect(isDoubleBucksDate(instant, dates, 'America/Toronto')).toBe(true);
    expect(isDoubleBucksDate(instant, dates, 'America/Los_Angeles')).toBe(true);
  });

  it('puts the zone boundary at local midnight', () => {
    // Toronto is UTC-5 in December: the 31st starts at 05:00Z.
    expect(isDoubleBucksDate(new Date('2024-12-31T04:59:59Z'), dates, 'America/Toronto')).toBe(false);
    expect(isDoubleBucksDate(new Date('2024-12-31T05:00:00Z'), dates, 'America/Toronto')).toBe(true);
    expect(isDoubleBucksDate(new Date('2025-01-01T04:59:59Z'), dates, 'America/Toronto')).toBe(true);
    expect(isDoubleBucksDate(new Date('2025-01-01T05:00:00Z'), dates, 'America/Toronto')).toBe(false);
  });

  it('handles zones ahead of UTC', () => {
    // 22:00 UTC on the 8th is already the 9th in Tokyo (UTC+9).
    const instant = new Date('2024-03-08T22:00:00Z');
    expect(isDoubleBucksDate(instant, dates)).toBe(false);
    expect(isDoubleBucksDate(instant, dates, 'Asia/Tokyo')).toBe(true);
  });

  it('follows daylight saving time', () => {
    // Toronto switches to UTC-4 on 2024-03-10, so the 11th starts at 04:00Z.
    const days = ['2024-03-11'];
    expect(isDoubleBucksDate(new Date('2024-03-11T03:59:59Z'), days, 'America/Toronto')).toBe(false);
    expect(isDoubleBucksDate(new Date('2024-03-11T04:00:00Z'), days, 'America/Toronto')).toBe(true);
  });

  it('is false for an empty list', () => {
    expect(isDoubleBucksDate(new Date('2024-03-09T12:00:00Z'), [])).toBe(false);
  });

  it('only matches YYYY-MM-DD exactly', () => {
    const instant = new Date('2024-03-09T12:00:00Z');
    expect(isDoubleBucksDate(instant, ['2024-3-9'])).toBe(false);
    expect(isDoubleBucksDate(instant, ['2024-03-09T00:00:00Z'])).toBe(false);
  });

  it('throws for an unknown time zone rather than guessing', () => {
    expect(() => isDoubleBucksDate(new Date('2024-03-09T12:00:00Z'), dates, 'Mars/Olympus')).toThrow(RangeError);
  });
});
