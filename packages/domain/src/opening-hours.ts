import { instantOfWallTime, wallTime } from './time-zone.ts';

// Weekly opening hours in the restaurant's own wall-clock time. A range whose closing time
// is not after its opening time ends the next day (18:00-02:00); 00:00-00:00 is 24 hours.

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningRange {
  /** HH:MM, 00:00-23:59 */
  opens: string;
  /** HH:MM, 00:00-24:00; at or before `opens` means the next day. */
  closes: string;
}

export interface DayHours {
  day: Weekday;
  ranges: OpeningRange[];
}

/** Seven entries, Monday first; a day without ranges is closed. */
export type WeeklyHours = DayHours[];

export const MINUTES_PER_DAY = 1440;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

export const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export function minutesOfClock(hhmm: string): number {
  if (!CLOCK_TIME.test(hhmm)) throw new Error(`not a clock time: ${hhmm}`);
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** [start, end) in minutes from Monday 00:00, sorted, merged, none crossing the week's end. */
export type WeekRange = readonly [number, number];

/**
 * The hours as minute-of-week ranges: what the database stores (an int4multirange) so that
 * "open now" is one containment test in SQL, and what the functions below read.
 */
export function weekRanges(hours: WeeklyHours): WeekRange[] {
  const raw: [number, number][] = [];
  for (const { day, ranges } of hours) {
    const base = WEEKDAYS.indexOf(day) * MINUTES_PER_DAY;
    if (base < 0) throw new Error(`unknown day: ${day}`);
    for (const { opens, closes } of ranges) {
      const o = minutesOfClock(opens);
      const c = minutesOfClock(closes);
      if (o >= MINUTES_PER_DAY) throw new Error('a range cannot open at 24:00');
      const start = base + o;
      const end = base + (c > o ? c : c + MINUTES_PER_DAY);
      if (end <= MINUTES_PER_WEEK) raw.push([start, end]);
      else raw.push([start, MINUTES_PER_WEEK], [0, end - MINUTES_PER_WEEK]);
    }
  }
  raw.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of raw) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** PostgreSQL int4multirange literal of weekRanges(), e.g. {[660,1320),[2100,2760)}. */
export function weekRangesLiteral(ranges: readonly WeekRange[]): string {
  return `{${ranges.map(([s, e]) => `[${s},${e})`).join(',')}}`;
}

/** Reads weekRangesLiteral's form back (what PostgreSQL prints for an int4multirange). */
export function parseWeekRanges(literal: string): WeekRange[] {
  return [...literal.matchAll(/\[(\d+),(\d+)\)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
}

export function minuteOfWeek(instant: Date, timeZone: string): number {
  const w = wallTime(instant, timeZone);
  return w.weekday * MINUTES_PER_DAY + w.hour * 60 + w.minute;
}

export interface OpeningStatus {
  openNow: boolean;
  /** When it next opens (closed now); null when open, or when it never opens. */
  opensAt: Date | null;
  /** When it next closes (open now); null when closed, or when it never closes. */
  closesAt: Date | null;
}

/** The instant the zone's clocks read `ahead` minutes of wall-clock time later than they read at `instant`. */
function atWallOffset(instant: Date, timeZone: string, ahead: number): Date {
  const w = wallTime(instant, timeZone);
  const wall = new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) + ahead * 60_000);
  return instantOfWallTime(
    {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
    },
    timeZone,
  );
}

/**
 * Whether the place is open at `now` in its own time zone, and when that next changes.
 * The database's open-now filter is the same containment test on the same ranges.
 */
export function openingStatus(ranges: readonly WeekRange[], timeZone: string, now: Date): OpeningStatus {
  if (ranges.length === 0) return { openNow: false, opensAt: null, closesAt: null };
  const m = minuteOfWeek(now, timeZone);
  const full = ranges.length === 1 && ranges[0]![0] === 0 && ranges[0]![1] === MINUTES_PER_WEEK;
  if (full) return { openNow: true, opensAt: null, closesAt: null };

  const current = ranges.find(([s, e]) => s <= m && m < e);
  if (current) {
    let end = current[1];
    // A range running to Sunday midnight continues in Monday's first range when that starts at 00:00.
    if (end === MINUTES_PER_WEEK && ranges[0]![0] === 0) end = MINUTES_PER_WEEK + ranges[0]![1];
    return { openNow: true, opensAt: null, closesAt: atWallOffset(now, timeZone, end - m) };
  }
  const next = ranges.find(([s]) => s > m)?.[0] ?? ranges[0]![0] + MINUTES_PER_WEEK;
  return { openNow: false, opensAt: atWallOffset(now, timeZone, next - m), closesAt: null };
}

const MAX_STATUSES = 20_000;
const statuses = new Map<string, OpeningStatus>();

/**
 * openingStatus of stored ranges (weekRangesLiteral's text), kept for the minute: a search
 * answers the same restaurants' status many times a minute, and the status changes only
 * with the minute. Bounded: cleared when full, as wallTime's readings are.
 */
export function openingStatusOf(literal: string, timeZone: string, now: Date): OpeningStatus {
  const key = `${Math.floor(now.getTime() / 60_000)}|${timeZone}|${literal}`;
  let status = statuses.get(key);
  if (!status) {
    status = Object.freeze(openingStatus(parseWeekRanges(literal), timeZone, now));
    if (statuses.size >= MAX_STATUSES) statuses.clear();
    statuses.set(key, status);
  }
  return status;
}
