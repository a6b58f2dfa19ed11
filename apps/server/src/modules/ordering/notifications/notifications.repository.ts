import { and, desc, eq, gt, inArray, is, isNull, SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { isoOf, type Bound } from '../../../db/statement-part.ts';
import { notifications } from '../../../db/schema/notifications.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** An order's notification: its status change, for its user. */
export interface OrderNotice {
  userId: string;
  orderId: string;
  data: Record<string, unknown>;
  at: Date;
}

/** An OrderNotice's values, or placeholders for them (the notice's `data` then as JSON text). */
export type BoundOrderNotice = { [K in keyof OrderNotice]: Bound<OrderNotice[K]> };

/**
 * The insert of an order's notification as a statement's CTE body, for the order's own
 * statement: `number` (SQL) is the order number that statement draws.
 */
export function orderNoticeInsert(notice: BoundOrderNotice, number: SQL): SQL {
  const data = is(notice.data, SQL) ? notice.data : JSON.stringify(notice.data);
  return sql`insert into ${notifications} (user_id, kind, order_id, data, created_at)
    select ${notice.userId}, 'order_status', ${notice.orderId},
      ${data}::jsonb || jsonb_build_object('number', ${number}), ${isoOf(notice.at)}::timestamptz`;
}

/** The only code touching notifications. Pass a transaction to join it. */
export function notificationsRepository(db: Database) {
  return {
    /** The new notification's id. */
    async insertOrderNotice(notice: OrderNotice): Promise<number> {
      const [row] = await db
        .insert(notifications)
        .values({
          userId: notice.userId,
          kind: 'order_status',
          orderId: notice.orderId,
          data: notice.data,
          createdAt: notice.at,
        })
        .returning({ id: notifications.id });
      return row!.id;
    },
    async list(userId: string, limit: number, after?: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), after !== undefined ? gt(notifications.id, after) : undefined))
        .orderBy(desc(notifications.id))
        .limit(limit);
    },
    /** One order's notifications, oldest first (the user's index, then the order). */
    forOrder(userId: string, orderId: string): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.orderId, orderId)))
        .orderBy(notifications.id);
    },
    async unread(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return Number(row?.n ?? 0);
    },
    async markRead(userId: string, at: Date, ids?: readonly number[]): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, [...ids]) : undefined,
          ),
        );
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
