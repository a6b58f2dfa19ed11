import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { gameSessions } from '../../../db/schema/game-time.ts';
import { dailyAggregate, type DailyFiguresSource, type DayRange } from '../../../lib/daily-figures.ts';

export const GAME_FIGURES = ['activePlayers', 'gameMinutes'] as const;

/** Players who started a game each day, and the minutes credited for those sessions. */
export function gameFiguresRepository(db: Database): DailyFiguresSource<(typeof GAME_FIGURES)[number]> {
  const s = gameSessions;
  return {
    daily: (range: DayRange) =>
      dailyAggregate(
        db,
        range,
        {
          table: sql`${s}`,
          column: sql`${s.startedAt}`,
          select: sql`count(distinct ${s.userId}) as "activePlayers", coalesce(sum(${s.minutes}), 0) as "gameMinutes"`,
        },
        GAME_FIGURES,
      ),
  };
}
