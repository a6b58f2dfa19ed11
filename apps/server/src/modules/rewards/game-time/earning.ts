import { bucksForMinutes } from '@playeats/domain/bucks';
import { DOUBLE_BUCKS_MULTIPLIER } from '@playeats/domain/constants';

/** The overlay sends a heartbeat this often while a game runs. */
export const HEARTBEAT_INTERVAL_SECONDS = 60;
/**
 * A longer silence between two signals means the overlay was not reporting (sleep,
 * crash, offline): that gap counts nothing and the session is closed at the last signal
 * plus the grace.
 */
export const MAX_GAP_MS = 5 * 60_000;
/** Time after the last signal that still counts (the end call, or a lazy close). */
export const GRACE_MS = 2 * 60_000;

const MINUTE_MS = 60_000;

/** The counted time between the last signal and the end: at most the grace. */
export function tailMs(lastSeenAt: Date, endAt: Date): number {
  return Math.min(GRACE_MS, Math.max(0, endAt.getTime() - lastSeenAt.getTime()));
}

export interface EarningInput {
  /** Time seen, in ms, and the part of it on double-bucks dates. */
  seenMs: number;
  doubleMs: number;
  /** False when the user had game-time tracking off: nothing is earned. */
  tracked: boolean;
  /** Bucks game time already earned on the same day, and the day's cap. */
  earnedTodayBefore: number;
  dailyCap: number;
}

export interface Earning {
  minutes: number;
  doubleMinutes: number;
  /** What the time is worth before the cap. */
  uncappedBucks: number;
  bucks: number;
  multiplier: 1 | 2;
  capped: boolean;
}

/**
 * Whole minutes only (pro rata per minute, rounded down: never more than earned), the
 * double-bucks minutes at 2X, then the daily cap.
 */
export function earningFor(input: EarningInput): Earning {
  const minutes = Math.floor(Math.max(0, input.seenMs) / MINUTE_MS);
  const doubleMinutes = Math.min(minutes, Math.floor(Math.max(0, input.doubleMs) / MINUTE_MS));
  // floor((plain + 2 × double) × 50 / 60): one rounding for the whole session.
  const weightedMinutes = minutes - doubleMinutes + doubleMinutes * DOUBLE_BUCKS_MULTIPLIER;
  const uncappedBucks = input.tracked ? bucksForMinutes(weightedMinutes) : 0;
  const room = Math.max(0, input.dailyCap - input.earnedTodayBefore);
  const bucks = Math.min(uncappedBucks, room);
  return {
    minutes,
    doubleMinutes,
    uncappedBucks,
    bucks,
    multiplier: doubleMinutes > 0 ? 2 : 1,
    capped: bucks < uncappedBucks,
  };
}
