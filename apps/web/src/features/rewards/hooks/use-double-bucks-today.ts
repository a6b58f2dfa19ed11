import { useCallback, useState } from 'react';
import { calendarDate } from '@playeats/domain/bucks';
import { useAppSelector } from '../../../app/hooks.ts';
import { browserStorage } from '../../../lib/storage.ts';
import { selectEnv } from '../../auth/auth-slice.ts';

/** Local storage: the day ('YYYY-MM-DD') the banner was dismissed; it comes back the next double-bucks day. */
export const BANNER_DISMISSED_KEY = 'doubleBucksBannerDismissed';

function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Today's date in the zone the double-bucks dates are defined in (settings
 * bucksTimeZone: the server credits by that day), or the user's own zone when the
 * settings name none, or a zone this runtime does not know.
 */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  try {
    return calendarDate(now, timeZone || localTimeZone());
  } catch {
    return calendarDate(now, localTimeZone());
  }
}

function readDismissed(): string | null {
  try {
    return browserStorage('local')?.getItem(BANNER_DISMISSED_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Whether the double-bucks banner shows now, and a way to hide it for the rest of the day. */
export function useDoubleBucksToday(now?: () => Date) {
  const env = useAppSelector(selectEnv);
  const [dismissed, setDismissed] = useState(readDismissed);
  const dates = env?.doubleBucksDates ?? [];
  // A date in a time zone is the start's first Intl formatter (~25 ms on a phone, issue 17):
  // worked out only when there are double-bucks dates to compare it with.
  const today = dates.length > 0 ? todayIn(env?.bucksTimeZone, now?.()) : '';
  const isDoubleBucks = today !== '' && dates.includes(today);

  const dismiss = useCallback(() => {
    try {
      browserStorage('local')?.setItem(BANNER_DISMISSED_KEY, today);
    } catch {
      // Storage refused: hidden until the next start only.
    }
    setDismissed(today);
  }, [today]);

  return { show: isDoubleBucks && dismissed !== today, dismiss };
}
