import { BUCKS_PER_HOUR } from './constants.ts';

/**
 * Bucks earned for `minutes` of play: pro rata per whole minute at
 * BUCKS_PER_HOUR, times `multiplier`, rounded down so a user is never credited
 * more than they earned. Both inputs must be non-negative integers; the
 * product is computed before the single division so no float error can tip a
 * whole result just under an integer and lose a buck.
 */
export function bucksForMinutes(minutes: number, multiplier = 1): number {
  if (!Number.isSafeInteger(minutes) || minutes < 0) {
    throw new RangeError(`minutes must be a non-negative integer, got ${minutes}`);
  }
  if (!Number.isSafeInteger(multiplier) || multiplier < 0) {
    throw new RangeError(`multiplier must be a non-negative integer, got ${multiplier}`);
  }
  const scaled = minutes * BUCKS_PER_HOUR * multiplier;
  if (!Number.isSafeInteger(scaled)) {
    throw new RangeError(`minutes * multiplier is too large: ${minutes} * ${multiplier}`);
  }
  return Math.floor(scaled / 60);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    // Throws RangeError for an unknown time zone, which is what we want:
    // silently falling back would credit the wrong day.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date ('YYYY-MM-DD') of `date` as seen in `timeZone`. */
export function calendarDate(date: Date, timeZone = 'UTC'): string {
  if (Number.isNaN(date.getTime())) {
    throw new RangeError('Invalid date');
  }
  const parts = dateFormatterFor(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * Whether `date` falls on one of the double-bucks days ('YYYY-MM-DD'). A day
 * is a calendar day in `timeZone` (IANA, default UTC), so the same instant can
 * be a double-bucks day in one zone and not in another.
 */
export function isDoubleBucksDate(date: Date, doubleBucksDates: readonly string[], timeZone = 'UTC'): boolean {
  return doubleBucksDates.includes(calendarDate(date, timeZone));
}
