import type { StatsDay, StatsDto, StatsQuery } from '@playeats/contracts/admin';
import { calendarDate } from '@playeats/domain/bucks';
import { instantOfWallTime } from '@playeats/domain/time-zone';
import type { Clock } from '../../adapters/clock.ts';
import type { Repository } from '../../db/unit-of-work.ts';
import type { DayRange } from '../../lib/daily-figures.ts';
import { badRequest } from '../../lib/problem.ts';
import type { StatsDayRow, StatsDaysRepository } from './stats-days.repository.ts';

/**
 * A day is settled (stored once computed) when it is older than this: ledger entries,
 * sign-ups and referrals never change once written, an order is delivered or cancelled
 * within hours, and a game session within a day. Today and the two days before are live.
 */
export const SETTLE_DAYS = 2;
/** How far back the background job keeps settled days ready (a year and a margin). */
export const PREPARED_DAYS = 400;
export const MAX_RANGE_DAYS = 366;

type Figure = Exclude<keyof StatsDay, 'day'>;
const FIGURES: readonly Figure[] = [
  'orders',
  'revenueUsdCents',
  'revenueCadCents',
  'bucksEarned',
  'bucksSpent',
  'activePlayers',
  'gameMinutes',
  'signups',
  'referralConversions',
];

/** A module's daily figures (some fields of a day); together the sources make every field. */
export interface FigureSource {
  daily(range: DayRange): Promise<({ day: string } & Partial<Record<Figure, number>>)[]>;
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus `n` days (calendar arithmetic on the date alone). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** A real day of the calendar between years 1 and 9999 ('2026-02-31' is not). */
function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

const emptyDay = (day: string): StatsDay => ({
  day,
  orders: 0,
  revenueUsdCents: 0,
  revenueCadCents: 0,
  bucksEarned: 0,
  bucksSpent: 0,
  activePlayers: 0,
  gameMinutes: 0,
  signups: 0,
  referralConversions: 0,
});

export interface DashboardServiceDeps {
  stats: Repository<StatsDaysRepository>;
  sources: readonly FigureSource[];
  clock: Clock;
  timeZone: string;
}

/**
 * The admin dashboard's figures per calendar day of the bucks time zone. Days older than
 * SETTLE_DAYS are computed once from the modules' figures and kept (stats_days); younger
 * days are computed on each request. A 90-day range reads ~88 stored rows and two days
 * of each module's rows (docs/decisions/0019-live-settings.md).
 */
export class DashboardService {
  constructor(private readonly deps: DashboardServiceDeps) {}

  async stats(query: StatsQuery): Promise<StatsDto> {
    const { from, to } = query;
    const { timeZone, clock } = this.deps;
    for (const [name, day] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (!isCalendarDay(day)) throw badRequest(`${name} is not a date.`, [{ name, reason: 'not a calendar date' }]);
    }
    if (from > to) throw badRequest('from must not be after to.', [{ name: 'from', reason: 'after to' }]);
    // Checked before any day is listed: a range is a few hundred days at most.
    if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_RANGE_DAYS) {
      throw badRequest(`A range is at most ${MAX_RANGE_DAYS} days.`, [{ name: 'to', reason: 'range too long' }]);
    }
    const days = daysFrom(from, to);
    const firstLive = addDays(calendarDate(clock.now(), timeZone), -SETTLE_DAYS);
    const settledTo = to < firstLive ? to : addDays(firstLive, -1);
    const byDay = new Map<string, StatsDay>();
    if (from <= settledTo) {
      for (const row of await this.settled(from, settledTo)) byDay.set(row.day, row);
    }
    const liveFrom = from > firstLive ? from : firstLive;
    if (liveFrom <= to) {
      for (const row of await this.compute(liveFrom, to)) byDay.set(row.day, row);
    }
    const rows = days.map((day) => byDay.get(day) ?? emptyDay(day));
    const sum = (figure: Figure) => rows.reduce((total, row) => total + row[figure], 0);
    return {
      from,
      to,
      timeZone,
      days: rows,
      totals: {
        orders: sum('orders'),
        revenueUsdCents: sum('revenueUsdCents'),
        revenueCadCents: sum('revenueCadCents'),
        bucksEarned: sum('bucksEarned'),
        bucksSpent: sum('bucksSpent'),
        peakDailyPlayers: Math.max(0, ...rows.map((row) => row.activePlayers)),
        gameMinutes: sum('gameMinutes'),
        signups: sum('signups'),
        referralConversions: sum('referralConversions'),
      },
    };
  }

  /**
   * Computes and stores the settled days of the last PREPARED_DAYS not stored yet (the
   * app runs it 5 s after start and hourly), so a dashboard request finds them ready. Several
   * copies may run it at once: a day stored twice is kept once.
   */
  async prepare(): Promise<number> {
    const { timeZone, clock } = this.deps;
    const firstLive = addDays(calendarDate(clock.now(), timeZone), -SETTLE_DAYS);
    const before = (await this.deps.stats.between(timeZone, addDays(firstLive, -PREPARED_DAYS), addDays(firstLive, -1)))
      .length;
    const rows = await this.settled(addDays(firstLive, -PREPARED_DAYS), addDays(firstLive, -1));
    return rows.length - before;
  }

  /** Stored days, computing (and storing) the ones never computed. */
  private async settled(from: string, to: string): Promise<StatsDayRow[]> {
    const { stats, timeZone, clock } = this.deps;
    const stored = await stats.between(timeZone, from, to);
    const have = new Set(stored.map((row) => row.day));
    const missing = daysFrom(from, to).filter((day) => !have.has(day));
    if (missing.length === 0) return stored;
    // One pass over the span of the missing days; days with no activity are stored as zeros.
    const computed = new Map((await this.compute(missing[0]!, missing.at(-1)!)).map((row) => [row.day, row]));
    const fresh = missing.map((day) => computed.get(day) ?? emptyDay(day));
    await stats.store(timeZone, fresh, clock.now());
    return [...stored, ...fresh];
  }

  /** Every module's figures for the days [from, to], merged per day. */
  private async compute(from: string, to: string): Promise<StatsDay[]> {
    const range = this.range(from, to);
    const parts = await Promise.all(this.deps.sources.map((source) => source.daily(range)));
    const byDay = new Map<string, StatsDay>();
    for (const rows of parts) {
      for (const row of rows) {
        const day = byDay.get(row.day) ?? emptyDay(row.day);
        for (const figure of FIGURES) day[figure] += row[figure] ?? 0;
        byDay.set(row.day, day);
      }
    }
    return [...byDay.values()];
  }

  /** The instants of the zone's midnights that begin `from` and end `to`. */
  private range(from: string, to: string): DayRange {
    const { timeZone } = this.deps;
    const midnight = (day: string) => {
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      return instantOfWallTime({ year, month, day: date, hour: 0, minute: 0 }, timeZone);
    };
    return { from: midnight(from), to: midnight(addDays(to, 1)), timeZone };
  }
}
