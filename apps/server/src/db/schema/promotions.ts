import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Codes admins create; each redemption credits the ledger once. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored upper-cased: codes are case-insensitive. */
    code: text().notNull(),
    currency: text().notNull(),
    amount: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** null: no overall limit. */
    totalLimit: integer(),
    perUserLimit: integer().notNull().default(1),
    redeemedCount: integer().notNull().default(0),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(t.code),
    check('promo_codes_currency_check', sql`${t.currency} in ('BUCKS', 'PROMO_CENTS')`),
    check('promo_codes_amount_check', sql`${t.amount} > 0`),
    // An admin ending one before it started leaves an empty window (startsAt = endsAt); admins
    // create and edit windows that end after they start (lib/time-window.ts).
    check('promo_codes_window_check', sql`${t.endsAt} >= ${t.startsAt}`),
    check('promo_codes_per_user_limit_check', sql`${t.perUserLimit} >= 1`),
    check(
      'promo_codes_total_limit_check',
      sql`${t.totalLimit} is null or (${t.totalLimit} >= 1 and ${t.redeemedCount} <= ${t.totalLimit})`,
    ),
  ],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    promoCodeId: uuid()
      .notNull()
      .references(() => promoCodes.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** 1 for a user's first use of the code, 2 for the second… up to perUserLimit. */
    ordinal: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_use_key').on(t.promoCodeId, t.userId, t.ordinal),
    index('promo_redemptions_user_idx').on(t.userId),
  ],
);

/** Referrals the program honoured: written once, when the referred account became active. */
export const referrals = pgTable(
  'referrals',
  {
    referredUserId: uuid()
      .primaryKey()
      .references(() => users.id),
    referrerUserId: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerUserId)],
);
