import { describe, expect, it } from 'vitest';
import {
  MINUTES_PER_WEEK,
  openingStatus,
  openingStatusOf,
  parseWeekRanges,
  weekRanges,
  weekRangesLiteral,
  type WeeklyHours,
  type Weekday,
  WEEKDAYS,
} from './opening-hours.ts';
import { instantOfWallTime, wallTime } from './time-zone.ts';

const week = (ranges: Partial<Record<Weekday, [string, string][]>>): WeeklyHours =>
  WEEKDAYS.map((day) => ({ day, ranges: (ranges[day] ?? []).map(([opens, closes]) => ({ opens, closes })) }));

const every = (opens: string, closes: string) =>
  week(Object.fromEntries(WEEKDAYS.map((d) => [d, [[opens, closes]]])) as Record<Weekday, [string, string][]>);

describe('weekRanges', () => {
  it('turns day ranges into merged minute-of-week ranges', () => {
    expect(
      weekRanges(
        week({
          MONDAY: [
            ['11:00', '14:00'],
            ['17:00', '22:00'],
          ],
        }),
      ),
    ).toEqual([
      [660, 840],
      [1020, 1320],
    ]);
  });

  it('a range closing after midnight ends the next day; Sunday night wraps to Monday', () => {
    expect(weekRanges(week({ FRIDAY: [['18:00', '02:00']], SUNDAY: [['22:00', '01:30']] }))).toEqual([
      [0, 90],
      [4 * 1440 + 1080, 5 * 1440 + 120],
      [6 * 1440 + 1320, MINUTES_PER_WEEK],
    ]);
  });

  it('00:00-00:00 every day is the whole week; touching ranges merge', () => {
    expect(weekRanges(every('00:00', '00:00'))).toEqual([[0, MINUTES_PER_WEEK]]);
    expect(
      weekRanges(
        week({
          MONDAY: [
            ['08:00', '12:00'],
            ['12:00', '24:00'],
          ],
        }),
      ),
    ).toEqual([[480, 1440]]);
    expect(weekRangesLiteral(weekRanges(week({ MONDAY: [['08:00', '12:00']] })))).toBe('{[480,720)}');
    const ranges = weekRanges(week({ FRIDAY: [['18:00', '02:00']], SUNDAY: [['22:00', '01:30']] }));
    expect(parseWeekRanges(weekRangesLiteral(ranges))).toEqual(ranges);
    expect(parseWeekRanges('{}')).toEqual([]);
  });

  it('refuses bad clock times', () => {
    expect(() => weekRanges(week({ MONDAY: [['25:00', '02:00']] }))).toThrow();
    expect(() => weekRanges(week({ MONDAY: [['24:00', '02:00']] }))).toThrow();
  });
});

describe('openingStatus', () => {
  // A bar open 18:00-02:00 every day, in Montréal (UTC-5 in January).
  const bar = weekRanges(every('18:00', '02:00'));
  const tz = 'America/Toronto';

  it('is open at 01:00 the next day and closed at 03:00', () => {
    const at1 = new Date('2026-01-15T06:00:00Z'); // Thursday 01:00 local
    expect(openingStatus(bar, tz, at1)).toEqual({
      openNow: true,
      opensAt: null,
      closesAt: new Date('2026-01-15T07:00:00Z'),
    });
    const at3 = new Date('2026-01-15T08:00:00Z'); // 03:00 local
    expect(openingStatus(bar, tz, at3)).toEqual({
      openNow: false,
      opensAt: new Date('2026-01-15T23:00:00Z'),
      closesAt: null,
    });
  });

  it('reads the restaurant’s own clock: the same instant is evening in Vancouver and night in Halifax', () => {
    const dinner = weekRanges(every('17:00', '23:00'));
    const instant = new Date('2026-01-15T02:30:00Z'); // 18:30 in Vancouver, 22:30 in Halifax
    expect(openingStatus(dinner, 'America/Vancouver', instant).openNow).toBe(true);
    expect(openingStatus(dinner, 'America/Halifax', instant).openNow).toBe(true);
    const later = new Date('2026-01-15T03:30:00Z'); // 19:30 Vancouver, 23:30 Halifax
    expect(openingStatus(dinner, 'America/Vancouver', later).openNow).toBe(true);
    expect(openingStatus(dinner, 'America/Halifax', later)).toMatchObject({
      openNow: false,
      opensAt: new Date('2026-01-15T21:00:00Z'),
    });
  });

  it('finds the next opening across closed days and the week’s end', () => {
    const weekend = weekRanges(week({ SATURDAY: [['10:00', '16:00']] }));
    const sunday = new Date('2026-01-18T15:00:00Z'); // Sunday 10:00 in Toronto
    expect(openingStatus(weekend, tz, sunday).opensAt).toEqual(new Date('2026-01-24T15:00:00Z'));
  });

  it('a Sunday-night range that runs past midnight closes on Monday', () => {
    const late = weekRanges(week({ SUNDAY: [['20:00', '02:00']] }));
    const sunday23 = new Date('2026-01-19T04:00:00Z'); // Sunday 23:00 local
    expect(openingStatus(late, tz, sunday23)).toMatchObject({
      openNow: true,
      closesAt: new Date('2026-01-19T07:00:00Z'),
    });
  });

  it('always open and never open have no next change', () => {
    expect(openingStatus(weekRanges(every('00:00', '00:00')), tz, new Date())).toEqual({
      openNow: true,
      opensAt: null,
      closesAt: null,
    });
    expect(openingStatus([], tz, new Date())).toEqual({ openNow: false, opensAt: null, closesAt: null });
  });

  it('counts wall-clock time across a daylight-saving change', () => {
    // Toronto springs forward on 2026-03-08 at 02:00. Open 18:00-03:00: closes at 03:00 EDT (07:00Z).
    const hours = weekRanges(every('18:00', '03:00'));
    const saturdayNight = new Date('2026-03-08T04:00:00Z'); // 23:00 EST Saturday
    expect(openingStatus(hours, tz, saturdayNight).closesAt).toEqual(new Date('2026-03-08T07:00:00Z'));
  });
});

describe('openingStatusOf (stored ranges, kept for the minute)', () => {
  const literal = weekRangesLiteral(weekRanges(every('18:00', '02:00')));
  const tz = 'America/Toronto';

  it('answers what openingStatus answers, at any second of each minute', () => {
    for (const at of [
      '2026-01-15T06:00:00Z',
      '2026-01-15T06:00:59.999Z',
      '2026-01-15T07:59:30Z',
      '2026-01-15T08:00:01Z',
    ]) {
      const now = new Date(at);
      expect(openingStatusOf(literal, tz, now)).toEqual(openingStatus(parseWeekRanges(literal), tz, now));
    }
  });

  it('tells restaurants, zones and minutes apart', () => {
    const now = new Date('2026-01-15T06:59:00Z'); // 01:59 in Montréal, 22:59 in Vancouver
    expect(openingStatusOf(literal, tz, now).openNow).toBe(true);
    expect(openingStatusOf(literal, tz, new Date('2026-01-15T07:00:00Z')).openNow).toBe(false);
    expect(openingStatusOf(literal, 'America/Vancouver', now).openNow).toBe(true);
    expect(openingStatusOf(weekRangesLiteral(weekRanges(every('09:00', '17:00'))), tz, now).openNow).toBe(false);
  });
});

describe('time zones', () => {
  it('reads wall time with the ISO weekday', () => {
    expect(wallTime(new Date('2026-01-18T15:00:00Z'), 'America/St_Johns')).toEqual({
      year: 2026,
      month: 1,
      day: 18,
      hour: 11,
      minute: 30,
      weekday: 6,
    });
  });

  it('maps wall times back to instants, including repeated and skipped hours', () => {
    const tz = 'America/Toronto';
    expect(instantOfWallTime({ year: 2026, month: 7, day: 1, hour: 12, minute: 0 }, tz)).toEqual(
      new Date('2026-07-01T16:00:00Z'),
    );
    // 01:30 happens twice on 2026-11-01: the first (EDT) is chosen.
    expect(instantOfWallTime({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, tz)).toEqual(
      new Date('2026-11-01T05:30:00Z'),
    );
    expect(instantOfWallTime({ year: 2026, month: 11, day: 1, hour: 3, minute: 0 }, tz)).toEqual(
      new Date('2026-11-01T08:00:00Z'),
    );
    // 02:30 does not exist on 2026-03-08: read as 03:30 EDT.
    expect(instantOfWallTime({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, tz)).toEqual(
      new Date('2026-03-08T07:30:00Z'),
    );
  });
});
