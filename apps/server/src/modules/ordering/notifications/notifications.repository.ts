import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { notifications } from '../../../db/schema/notifications.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** The only code reading notifications (orders write them in their own transactions). */
export function notificationsRepository(db: Database) {
  return {
    async list(userId: string, limit: number, after?: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), after !== undefined ? gt(notifications.id, after) : undefined))
        .orderBy(desc(notifications.id))
        .limit(limit);
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
