import { describe, expect, it } from 'vitest';
import { dateIn, monthIn, weekStartIn } from './program-calendar.ts';

const NY = 'America/New_York';

describe('program calendar', () => {
  it("reads today's date in the zone, not in UTC", () => {
    expect(dateIn(new Date('2026-03-01T03:00:00Z'), NY)).toBe('2026-02-28');
    expect(dateIn(new Date('2026-03-01T05:00:00Z'), NY)).toBe('2026-03-01');
  });

  it('starts weeks on Monday, across months and years', () => {
    expect(weekStartIn(new Date('2026-06-17T12:00:00Z'), NY)).toBe('2026-06-15'); // a Wednesday
    expect(weekStartIn(new Date('2026-06-15T03:30:00Z'), NY)).toBe('2026-06-08'); // Sunday 23:30 in New York (EDT)
    expect(weekStartIn(new Date('2026-01-01T12:00:00Z'), NY)).toBe('2025-12-29');
  });

  it('gives the calendar month in the zone', () => {
    expect(monthIn(new Date('2026-12-31T23:00:00Z'), NY)).toEqual({
      from: new Date('2026-12-01T05:00:00Z'),
      to: new Date('2027-01-01T05:00:00Z'),
    });
    expect(monthIn(new Date('2026-04-01T02:00:00Z'), NY).from).toEqual(new Date('2026-03-01T05:00:00Z'));
  });
});
