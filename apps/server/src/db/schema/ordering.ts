import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants.ts';
import { users } from './users.ts';

const at = () => timestamp({ withTimezone: true });

/**
 * Delivery addresses, United States and Canada only, geocoded when saved. At most one
 * default per user. Orders keep a copy of the address they were delivered to, so an
 * address can be edited or removed at any time.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the user calls it: Home, Work, Dorm… */
    label: text(),
    line1: text().notNull(),
    line2: text(),
    city: text().notNull(),
    /** Two-letter state or province code (NY, QC). */
    region: text().notNull(),
    postalCode: text().notNull(),
    country: text().notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    /** For the courier: buzzer, floor, leave at the door. */
    instructions: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('addresses_country_check', sql`${t.country} in ('UNITED_STATES', 'CANADA')`),
    check('addresses_position_check', sql`${t.lat} between -90 and 90 and ${t.lng} between -180 and 180`),
  ],
);

/** The user's customer record at the payment provider (Stripe's Customer). */
export const paymentCustomers = pgTable('payment_customers', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerCustomerId: text().notNull().unique(),
  createdAt: at().notNull().defaultNow(),
});

/**
 * Saved cards: only what the provider lets a merchant keep (brand, last four digits,
 * expiry) and the provider's payment-method id. At most one default per user.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerPaymentMethodId: text().notNull().unique(),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: smallint().notNull(),
    expYear: smallint().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('payment_cards_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payment_cards_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('payment_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('payment_cards_expiry_check', sql`${t.expMonth} between 1 and 12 and ${t.expYear} between 2000 and 2200`),
  ],
);

/**
 * The local payment provider's own records (customers, setup intents, payment methods,
 * payment intents), standing in for Stripe's servers in development and tests. Kept in
 * the database so an authorization survives a restart, as it does at Stripe.
 */
export const localPaymentObjects = pgTable(
  'local_payment_objects',
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index('local_payment_objects_kind_idx').on(t.kind, t.createdAt)],
);

/** A cart line as stored: what the user picked (priced at read time, never stored with a price). */
export interface CartLineRow {
  itemId: string;
  quantity: number;
  optionIds: string[];
  /** A note for the kitchen: no onions. */
  note: string | null;
}

/**
 * One cart per user, for one restaurant, its lines in order in one jsonb array: a save
 * replaces them wholesale, so it is one row written by one statement. `version` grows with
 * every change: a save that names an older version is a conflicting save (409).
 */
export const carts = pgTable(
  'carts',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: uuid()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    lines: jsonb()
      .$type<CartLineRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    version: integer().notNull().default(1),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('carts_lines_check', sql`jsonb_typeof(${t.lines}) = 'array' and jsonb_array_length(${t.lines}) <= 100`),
  ],
);

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
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: text().primaryKey(),
  source: text().notNull(),
  receivedAt: at().notNull(),
});

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
