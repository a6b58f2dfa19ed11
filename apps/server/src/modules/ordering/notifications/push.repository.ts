import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { PushPlatform } from '../../../adapters/push/push-sender.ts';
import type { Database } from '../../../db/client.ts';
import { notifications, pushDeliveries, pushDevices } from '../../../db/schema/notifications.ts';

/** A delivery the job took: what to send, to which device. */
export interface ClaimedDelivery {
  id: number;
  attempts: number;
  deviceId: number;
  userId: string;
  token: string;
  platform: PushPlatform;
  notificationId: number;
  orderId: string | null;
  data: Record<string, unknown>;
}

/** The only code touching push_devices and push_deliveries. Pass a transaction to join it. */
export function pushRepository(db: Database) {
  return {
    /**
     * The token now belongs to this user (the last account signed in on the device). A
     * device that changes accounts is a new row: the cascade takes the previous account's
     * unsent deliveries with the old one, so they never reach the next person's phone.
     * Then the user's devices beyond `keep`, least recently registered first, go.
     */
    async upsertDevice(userId: string, platform: PushPlatform, token: string, at: Date, keep: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(pushDevices).where(and(eq(pushDevices.token, token), ne(pushDevices.userId, userId)));
        await tx
          .insert(pushDevices)
          .values({ userId, platform, token, createdAt: at, updatedAt: at })
          .onConflictDoUpdate({ target: pushDevices.token, set: { platform, updatedAt: at } });
        await tx.execute(sql`delete from ${pushDevices} where id in (
            select id from ${pushDevices} where user_id = ${userId}
            order by updated_at desc, id desc offset ${keep})`);
      });
    },
    async deleteDevice(userId: string, token: string): Promise<void> {
      await db.delete(pushDevices).where(and(eq(pushDevices.userId, userId), eq(pushDevices.token, token)));
    },
    async deleteDeviceById(id: number): Promise<void> {
      await db.delete(pushDevices).where(eq(pushDevices.id, id));
    },
    /** One delivery for each of the user's devices; a repeat of the same pair adds nothing. */
    async enqueue(notificationId: number, userId: string, at: Date): Promise<void> {
      await db.execute(sql`insert into ${pushDeliveries} (notification_id, device_id, next_attempt_at, updated_at)
        select ${notificationId}, d.id, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
        from ${pushDevices} d where d.user_id = ${userId}
        on conflict (notification_id, device_id) do nothing`);
    },
    /**
     * Takes up to `limit` due deliveries (pending, their time come) and marks them sending in
     * one statement: a copy that takes them, even one that crashes, is the only one that will.
     */
    async claimDue(at: Date, limit: number): Promise<ClaimedDelivery[]> {
      const { rows } = await db.execute<{
        id: string | number;
        attempts: number;
        device_id: string | number;
        user_id: string;
        token: string;
        platform: PushPlatform;
        notification_id: string | number;
        order_id: string | null;
        data: Record<string, unknown>;
      }>(sql`with due as (
          select id from ${pushDeliveries}
          where state = 'pending' and next_attempt_at <= ${at.toISOString()}::timestamptz
          order by next_attempt_at, id limit ${limit} for update skip locked)
        update ${pushDeliveries} p set state = 'sending', attempts = p.attempts + 1, updated_at = ${at.toISOString()}::timestamptz
        from due, ${pushDevices} d, ${notifications} n
        where p.id = due.id and d.id = p.device_id and n.id = p.notification_id and n.user_id = d.user_id
        returning p.id, p.attempts, d.id as device_id, d.user_id, d.token, d.platform, n.id as notification_id, n.order_id, n.data`);
      return rows.map((r) => ({
        id: Number(r.id),
        attempts: r.attempts,
        deviceId: Number(r.device_id),
        userId: r.user_id,
        token: r.token,
        platform: r.platform,
        notificationId: Number(r.notification_id),
        orderId: r.order_id,
        data: r.data,
      }));
    },
    async finish(id: number, state: 'sent' | 'failed', at: Date, error: string | null = null): Promise<void> {
      await db.update(pushDeliveries).set({ state, updatedAt: at, lastError: error }).where(eq(pushDeliveries.id, id));
    },
    async retryAt(id: number, next: Date, at: Date, error: string): Promise<void> {
      await db
        .update(pushDeliveries)
        .set({ state: 'pending', nextAttemptAt: next, updatedAt: at, lastError: error })
        .where(eq(pushDeliveries.id, id));
    },
    /**
     * Deliveries done with before `before` (their notifications stay): sent, failed, and
     * those a crash left in sending, which are never tried again.
     */
    async purgeFinished(before: Date): Promise<void> {
      await db
        .delete(pushDeliveries)
        .where(and(inArray(pushDeliveries.state, ['sent', 'failed', 'sending']), lt(pushDeliveries.updatedAt, before)));
    },
  };
}

export type PushRepository = ReturnType<typeof pushRepository>;
