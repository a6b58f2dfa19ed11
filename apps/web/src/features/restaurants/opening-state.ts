import type { RestaurantSummaryDto } from '@playeats/contracts/restaurants';
import { wallTime } from '@playeats/domain/time-zone';
import { ACCEPT_LANGUAGE, type Language } from '../../lib/i18n.ts';
import { dateTimeFormat } from '../../lib/intl.ts';

type OpeningFacts = Pick<RestaurantSummaryDto, 'openNow' | 'opensAt' | 'closesAt' | 'timeZone'>;

/** Which sentence describes the opening state, and the clock time and day it needs. */
export type OpeningState =
  | { key: 'openUntil'; time: string }
  | { key: 'openAllDay' }
  | { key: 'closedUntil'; time: string }
  | { key: 'closedUntilDay'; time: string; day: string }
  | { key: 'closedNoHours' };

const sameDay = (a: Date, b: Date, timeZone: string) => {
  const x = wallTime(a, timeZone);
  const y = wallTime(b, timeZone);
  return x.year === y.year && x.month === y.month && x.day === y.day;
};

function validDate(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "Open · closes 10:00 PM" / "Closed · opens 11:00 AM" (or "opens Tue 11:00 AM" when not
 * today), with times on the restaurant's own clock: someone browsing from another time
 * zone reads the hours posted on the door.
 */
export function openingState(restaurant: OpeningFacts, language: Language, now: Date = new Date()): OpeningState {
  const locale = ACCEPT_LANGUAGE[language];
  const { timeZone } = restaurant;
  const clock = (date: Date) => dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(date);
  if (restaurant.openNow) {
    const closesAt = validDate(restaurant.closesAt);
    return closesAt ? { key: 'openUntil', time: clock(closesAt) } : { key: 'openAllDay' };
  }
  const opensAt = validDate(restaurant.opensAt);
  if (!opensAt) return { key: 'closedNoHours' };
  if (sameDay(opensAt, now, timeZone)) return { key: 'closedUntil', time: clock(opensAt) };
  const day = dateTimeFormat(locale, { weekday: 'short', timeZone }).format(opensAt);
  return { key: 'closedUntilDay', time: clock(opensAt), day };
}
