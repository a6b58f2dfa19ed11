import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';
import { at } from './columns.ts';

/** What the user is told (order changes now; rewards later): /notifications and the polling flags. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at().notNull(),
    readAt: at(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * The phones that receive the user's notifications as pushes (docs/decisions/0034): one row
 * a device token, which belongs to the account signed in on that device last.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ios (an APNs device token) or android (an FCM registration token). */
    platform: text().notNull(),
    token: text().notNull().unique(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [index('push_devices_user_idx').on(t.userId)],
);

/**
 * The push outbox: one row a notification and device, written in the notification's
 * transaction; the delivery job sends it (pending → sending → sent | failed). A row left
 * in sending by a crash is never sent again: at most once.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    notificationId: bigint({ mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    deviceId: bigint({ mode: 'number' })
      .notNull()
      .references(() => pushDevices.id, { onDelete: 'cascade' }),
    state: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: at().notNull(),
    lastError: text(),
    updatedAt: at().notNull(),
  },
  (t) => [
    unique('push_deliveries_once').on(t.notificationId, t.deviceId),
    index('push_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index('push_deliveries_device_idx').on(t.deviceId),
  ],
);
