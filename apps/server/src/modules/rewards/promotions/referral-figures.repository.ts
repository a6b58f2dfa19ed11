import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { referrals } from '../../../db/schema/promotions.ts';
import { dailyAggregate, type DailyFiguresSource, type DayRange } from '../../../lib/daily-figures.ts';

export const REFERRAL_FIGURES = ['referralConversions'] as const;

/** Referred accounts that became active, per day (the referral is honoured then). */
export function referralFiguresRepository(db: Database): DailyFiguresSource<(typeof REFERRAL_FIGURES)[number]> {
  return {
    daily: (range: DayRange) =>
      dailyAggregate(
        db,
        range,
        {
          table: sql`${referrals}`,
          column: sql`${referrals.createdAt}`,
          select: sql`count(*) as "referralConversions"`,
        },
        REFERRAL_FIGURES,
      ),
  };
}
