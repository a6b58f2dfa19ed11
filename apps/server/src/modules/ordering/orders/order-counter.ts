import { and, count, eq, gte, lt, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orders } from '../../../db/schema/orders.ts';
import type { OrderCounter } from '../../rewards/challenges/challenge-kinds.ts';

/** place_orders challenges count the orders a user placed in the window and did not see cancelled. */
export const placedOrderCounter: OrderCounter = {
  async countOrders(db: Database, userId: string, from: Date, to: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          ne(orders.status, 'cancelled'),
          gte(orders.placedAt, from),
          lt(orders.placedAt, to),
        ),
      );
    return Number(row?.n ?? 0);
  },
};
