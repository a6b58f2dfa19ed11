// Wall-clock time in an IANA time zone, with nothing but Intl (no time-zone library).

export interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Monday … 6 = Sunday (ISO order). */
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

// Building a DateTimeFormat costs far more than using one; a search answer formats dozens.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when Intl knows the zone (e.g. 'America/Toronto'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

// A search answer reads the same few wall times for many restaurants (now, tonight's
// closing, tomorrow's opening, in a handful of zones): formatToParts is the expensive part,
// so readings are kept per zone and minute. Bounded: cleared when it fills.
const readings = new Map<string, Readonly<WallTime>>();
const MAX_READINGS = 50_000;

/** The wall-clock reading of `instant` in `timeZone`; seconds are dropped. */
export function wallTime(instant: Date, timeZone: string): Readonly<WallTime> {
  const minute = Math.floor(instant.getTime() / 60_000);
  const key = `${timeZone}|${minute}`;
  let reading = readings.get(key);
  if (!reading) {
    const parts: Record<string, string> = {};
    for (const p of formatter(timeZone).formatToParts(minute * 60_000)) parts[p.type] = p.value;
    reading = Object.freeze({
      year: Number(parts.year),
      month: Number(parts.month),
      day: Number(parts.day),
      hour: Number(parts.hour),
      minute: Number(parts.minute),
      weekday: WEEKDAYS[parts.weekday!]!,
    });
    if (readings.size >= MAX_READINGS) readings.clear();
    readings.set(key, reading);
  }
  return reading;
}

/** Offset of the zone from UTC at `instant`, in minutes (Toronto in winter: -300). */
function offsetMinutes(instant: number, timeZone: string): number {
  const w = wallTime(new Date(instant), timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

const TWO_DAYS_MS = 48 * 3_600_000;

/**
 * The instant at which the zone's clocks read the given wall time. A wall time that exists
 * twice (the repeated hour in autumn) maps to the first; one that does not exist (the hour
 * skipped in spring) is read with the offset from before the change, so 02:30 becomes 03:30.
 */
export function instantOfWallTime(
  w: Pick<WallTime, 'year' | 'month' | 'day' | 'hour' | 'minute'>,
  timeZone: string,
): Date {
  const wall = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  // Zones change offset at most every few months, so the offsets two days either side are
  // the only ones this wall time can be read with.
  const before = offsetMinutes(wall - TWO_DAYS_MS, timeZone);
  const after = offsetMinutes(wall + TWO_DAYS_MS, timeZone);
  const readings = [...new Set([before, after])]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => offsetMinutes(instant, timeZone) * 60_000 === wall - instant);
  return new Date(readings.length > 0 ? Math.min(...readings) : wall - before * 60_000);
}
