import { and, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { statsDays } from '../../db/schema/admin.ts';

export type StatsDayRow = Omit<typeof statsDays.$inferSelect, 'timeZone' | 'computedAt'>;

/** The only code touching stats_days: the dashboard's settled days. */
export function statsDaysRepository(db: Database) {
  return {
    async between(timeZone: string, from: string, to: string): Promise<StatsDayRow[]> {
      return db
        .select({
          day: statsDays.day,
          orders: statsDays.orders,
          revenueUsdCents: statsDays.revenueUsdCents,
          revenueCadCents: statsDays.revenueCadCents,
          bucksEarned: statsDays.bucksEarned,
          bucksSpent: statsDays.bucksSpent,
          activePlayers: statsDays.activePlayers,
          gameMinutes: statsDays.gameMinutes,
          signups: statsDays.signups,
          referralConversions: statsDays.referralConversions,
        })
        .from(statsDays)
        .where(and(eq(statsDays.timeZone, timeZone), between(statsDays.day, from, to)))
        .orderBy(statsDays.day);
    },
    /** Keeps days computed once; a day another request stored meanwhile stays as it was. */
    async store(timeZone: string, rows: StatsDayRow[], at: Date): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(statsDays)
        .values(rows.map((row) => ({ ...row, timeZone, computedAt: at })))
        .onConflictDoNothing();
    },
    /** Forgets settled days (an operator's correction after back-dated data): they are computed again. */
    async forget(timeZone: string, from: string, to: string): Promise<void> {
      await db
        .delete(statsDays)
        .where(and(eq(statsDays.timeZone, timeZone), sql`${statsDays.day} between ${from} and ${to}`));
    },
  };
}

export type StatsDaysRepository = ReturnType<typeof statsDaysRepository>;
