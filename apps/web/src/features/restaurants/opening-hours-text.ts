import type { RestaurantDetailDto } from '@playeats/contracts/restaurants';
import { WEEKDAYS, type Weekday } from '@playeats/domain/opening-hours';
import { wallTime } from '@playeats/domain/time-zone';
import { ACCEPT_LANGUAGE, type Language } from '../../lib/i18n.ts';
import { dateTimeFormat } from '../../lib/intl.ts';

export type WeekHours = RestaurantDetailDto['openingHours'];

// 2024-01-01 was a Monday: day n of WEEKDAYS is January n + 1.
const weekdayDate = (index: number) => new Date(Date.UTC(2024, 0, 1 + index, 12));

export function weekdayName(day: Weekday, language: Language): string {
  return dateTimeFormat(ACCEPT_LANGUAGE[language], { weekday: 'long', timeZone: 'UTC' }).format(
    weekdayDate(WEEKDAYS.indexOf(day)),
  );
}

/** A wall-clock "HH:MM" (24:00 is midnight) in the language's way: "11:00 AM", "11 h 00". */
export function clockText(hhmm: string, language: Language): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return dateTimeFormat(ACCEPT_LANGUAGE[language], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1, hours % 24, minutes)));
}

/** Today on the restaurant's own calendar, Monday first as WEEKDAYS. */
export function todayIn(timeZone: string, now: Date = new Date()): Weekday {
  return WEEKDAYS[wallTime(now, timeZone).weekday] ?? 'MONDAY';
}
