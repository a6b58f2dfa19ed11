import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orders } from '../../../db/schema/orders.ts';
import { dailyAggregate, type DailyFiguresSource, type DayRange } from '../../../lib/daily-figures.ts';

export const ORDER_FIGURES = ['orders', 'revenueUsdCents', 'revenueCadCents'] as const;

/** Orders placed per day and not cancelled, and their totals per currency (the dashboard's). */
export function orderFiguresRepository(db: Database): DailyFiguresSource<(typeof ORDER_FIGURES)[number]> {
  const kept = sql`${orders.status} <> 'cancelled'`;
  return {
    daily: (range: DayRange) =>
      dailyAggregate(
        db,
        range,
        {
          table: sql`${orders}`,
          column: sql`${orders.placedAt}`,
          select: sql`
            count(*) filter (where ${kept}) as "orders",
            coalesce(sum(${orders.totalCents}) filter (where ${kept} and ${orders.currency} = 'USD'), 0) as "revenueUsdCents",
            coalesce(sum(${orders.totalCents}) filter (where ${kept} and ${orders.currency} = 'CAD'), 0) as "revenueCadCents"`,
        },
        ORDER_FIGURES,
      ),
  };
}
