import { instantOfWallTime, wallTime } from '@playeats/domain/time-zone';

// The programs count by calendar: a viewer's age by today's date, social posts per week
// (Monday to Sunday), streamer credits per month, all in the zone of the bucks' calendar
// (BUCKS_TIME_ZONE), as the daily bucks cap is.

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (year: number, month: number, day: number) => {
  // Date.UTC normalizes overflowing days (the 0th, the 32nd) into the right month and year.
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** Today's date (YYYY-MM-DD) in the zone. */
export function dateIn(instant: Date, timeZone: string): string {
  const w = wallTime(instant, timeZone);
  return isoDate(w.year, w.month, w.day);
}

/** The Monday (YYYY-MM-DD) of the zone's week holding `instant`. */
export function weekStartIn(instant: Date, timeZone: string): string {
  const w = wallTime(instant, timeZone);
  return isoDate(w.year, w.month, w.day - w.weekday);
}

/** The zone's calendar month holding `instant`: [from, to). */
export function monthIn(instant: Date, timeZone: string): { from: Date; to: Date } {
  const w = wallTime(instant, timeZone);
  const next = w.month === 12 ? { year: w.year + 1, month: 1 } : { year: w.year, month: w.month + 1 };
  return {
    from: instantOfWallTime({ year: w.year, month: w.month, day: 1, hour: 0, minute: 0 }, timeZone),
    to: instantOfWallTime({ ...next, day: 1, hour: 0, minute: 0 }, timeZone),
  };
}
