import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants.ts';
import { users } from './users.ts';
import { at } from './columns.ts';

/**
 * An order and the money it moved. Amounts are integer cents (bucks in whole bucks);
 * the delivery address and every line are copies, so later menu or address changes never
 * rewrite history. Money records outlive accounts: no cascade from users.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What people read out on the phone: #1042. */
    number: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    restaurantId: uuid()
      .notNull()
      .references(() => restaurants.id),
    restaurantName: text().notNull(),
    /** USD for United States restaurants, CAD for Canadian ones. */
    currency: text().notNull(),
    status: text().notNull(),
    deliveryAddress: jsonb().$type<Record<string, unknown>>().notNull(),
    deliveryLat: doublePrecision().notNull(),
    deliveryLng: doublePrecision().notNull(),
    subtotalCents: integer().notNull(),
    deliveryFeeCents: integer().notNull(),
    serviceFeeCents: integer().notNull(),
    taxCents: integer().notNull(),
    tipCents: integer().notNull(),
    promoDiscountCents: integer().notNull(),
    bucksSpent: integer().notNull(),
    bucksDiscountCents: integer().notNull(),
    /** What the card is charged: everything minus the discounts. */
    totalCents: integer().notNull(),
    /** What the discounts saved (the user's moneySaved grows by it). */
    savedCents: integer().notNull(),
    paymentCardId: uuid(),
    cardBrand: text(),
    cardLast4: text(),
    providerPaymentIntentId: text(),
    /** none (nothing to charge), authorized, captured, voided, refunded, failed (refused by the provider: a person looks). */
    paymentStatus: text().notNull(),
    /** Who cancelled (user, restaurant, delivery, system) and why. */
    cancelledBy: text(),
    cancelReason: text(),
    estimatedReadyAt: at(),
    estimatedDeliveryAt: at(),
    placedAt: at().notNull(),
    updatedAt: at().notNull(),
    /** Grows with every change; the webhook and the user's cancel compare it. */
    version: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_user_idx').on(t.userId, t.placedAt),
    // The admin list (newest first, a keyset on placedAt and id), whole or by state or restaurant.
    index('orders_placed_idx').on(t.placedAt, t.id),
    index('orders_status_placed_idx').on(t.status, t.placedAt, t.id),
    index('orders_restaurant_placed_idx').on(t.restaurantId, t.placedAt, t.id),
    index('orders_active_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} not in ('delivered', 'cancelled')`),
    // Orders whose card has not followed their state yet (settlePending, every minute).
    index('orders_unsettled_idx')
      .on(t.updatedAt)
      .where(
        sql`(${t.status} = 'delivered' and ${t.paymentStatus} = 'authorized') or (${t.status} = 'cancelled' and ${t.paymentStatus} in ('authorized', 'captured'))`,
      ),
    check(
      'orders_status_check',
      sql`${t.status} in ('placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled')`,
    ),
    check('orders_currency_check', sql`${t.currency} in ('USD', 'CAD')`),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('none', 'authorized', 'captured', 'voided', 'refunded', 'failed')`,
    ),
    check(
      'orders_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.deliveryFeeCents} >= 0 and ${t.serviceFeeCents} >= 0 and ${t.taxCents} >= 0
        and ${t.tipCents} >= 0 and ${t.promoDiscountCents} >= 0 and ${t.bucksSpent} >= 0 and ${t.bucksDiscountCents} >= 0
        and ${t.totalCents} >= 0 and ${t.savedCents} >= 0`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    itemId: uuid().notNull(),
    name: text().notNull(),
    quantity: integer().notNull(),
    /** Item and options, for one. */
    unitPriceCents: integer().notNull(),
    options: jsonb().$type<{ optionId: string; groupId: string; name: string; priceCents: number }[]>().notNull(),
    note: text(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

/** Every state change of an order, who made it and when: the tracking timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    actor: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    at: at().notNull(),
  },
  (t) => [uniqueIndex('order_events_status_key').on(t.orderId, t.status)],
);

/** Webhook deliveries already applied (restaurants and the delivery partner retry). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text().primaryKey(),
    source: text().notNull(),
    /** The order it moved (null for deliveries recorded before this column: migration 0011). */
    orderId: uuid(),
    /** The state it asked for. */
    status: text(),
    receivedAt: at().notNull(),
  },
  // An order's deliveries, for the admin timeline.
  (t) => [index('webhook_deliveries_order_idx').on(t.orderId)],
);
