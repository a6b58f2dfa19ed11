import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { ledgerEntries } from '../../../db/schema/ledger.ts';
import { dailyAggregate, type DailyFiguresSource, type DayRange } from '../../../lib/daily-figures.ts';

export const LEDGER_FIGURES = ['bucksEarned', 'bucksSpent'] as const;

/**
 * Bucks per day: earned is every credit but refunds (game time, codes, referrals,
 * challenges, admins' credits); spent is what orders spent less what came back.
 */
export function ledgerFiguresRepository(db: Database): DailyFiguresSource<(typeof LEDGER_FIGURES)[number]> {
  const e = ledgerEntries;
  return {
    daily: (range: DayRange) =>
      dailyAggregate(
        db,
        range,
        {
          table: sql`${e}`,
          column: sql`${e.createdAt}`,
          where: sql`${e.currency} = 'BUCKS'`,
          select: sql`
            coalesce(sum(${e.amount}) filter (where ${e.amount} > 0 and ${e.reason} <> 'order_refund'), 0) as "bucksEarned",
            coalesce(-sum(${e.amount}) filter (where ${e.reason} in ('order_spend', 'order_refund')), 0) as "bucksSpent"`,
        },
        LEDGER_FIGURES,
      ),
  };
}
