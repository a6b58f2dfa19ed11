import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every movement of bucks (integers) and promo dollars (cents), append-only (a trigger
 * refuses UPDATE and DELETE). A movement is named by its natural reference (reason + the
 * thing it came from): the unique index makes a retried or concurrent movement a no-op.
 * Money records outlive accounts: no cascade from users.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    /** Ordered per user: every movement of a user holds that user's balance row lock. */
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    currency: text().notNull(),
    /** Signed: credits positive, debits negative, never zero. */
    amount: integer().notNull(),
    balanceAfter: integer().notNull(),
    reason: text().notNull(),
    sourceType: text().notNull(),
    sourceId: text().notNull(),
    /** Credits that lapse (the referral discount); the lapse is an `expiry` entry. */
    expiresAt: timestamp({ withTimezone: true }),
    details: jsonb().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_movement_key').on(t.userId, t.reason, t.sourceType, t.sourceId, t.currency),
    index('ledger_entries_user_idx').on(t.userId, t.id),
    index('ledger_entries_expiring_idx')
      .on(t.userId)
      .where(sql`${t.expiresAt} is not null`),
    check('ledger_entries_currency_check', sql`${t.currency} in ('BUCKS', 'PROMO_CENTS')`),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
    check('ledger_entries_balance_after_check', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * The balances, a cache derived from the ledger and written in the same transaction as
 * each entry. The row is also the per-user lock every movement takes (SELECT … FOR UPDATE).
 */
export const rewardBalances = pgTable(
  'reward_balances',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id),
    bucks: integer().notNull().default(0),
    promoCents: integer().notNull().default(0),
    /**
     * The earliest expiry among this user's unsettled expiring credits (null: none), so a
     * movement or a read knows without a query whether a lapse is due.
     */
    nextExpiryAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reward_balances_bucks_check', sql`${t.bucks} >= 0`),
    check('reward_balances_promo_cents_check', sql`${t.promoCents} >= 0`),
  ],
);

/** Game time the overlay reports: start, a heartbeat a minute, end. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: text().notNull(),
    gameName: text().notNull(),
    application: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    /** The last signal (start or heartbeat) the server saw. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    /** Time seen so far: gaps between signals up to the allowed gap. */
    seenMs: bigint({ mode: 'number' }).notNull().default(0),
    /** The part of seenMs that fell on double-bucks dates. */
    doubleMs: bigint({ mode: 'number' }).notNull().default(0),
    heartbeats: integer().notNull().default(0),
    trackingDisabledAtStart: boolean().notNull().default(false),
    endedAt: timestamp({ withTimezone: true }),
    /** ended (the end call), replaced (a new start), timeout (closed lazily). */
    endReason: text(),
    minutes: integer(),
    bucksEarned: integer(),
    multiplier: integer(),
    capped: boolean(),
    tracked: boolean(),
    /** The calendar day (bucks time zone) the earnings count toward for the daily cap. */
    earnedOn: date({ mode: 'string' }),
  },
  (t) => [
    uniqueIndex('game_sessions_one_open_key')
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
    index('game_sessions_user_started_idx').on(t.userId, t.startedAt),
    index('game_sessions_user_earned_on_idx').on(t.userId, t.earnedOn),
  ],
);

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
    check('promo_codes_window_check', sql`${t.endsAt} > ${t.startsAt}`),
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

/** Game challenges admins define; a reward is claimed once per user (ledger unique key). */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    /** { en, fr } */
    title: jsonb().$type<{ en: string; fr: string }>().notNull(),
    description: jsonb().$type<{ en: string; fr: string }>().notNull(),
    /** Hours for the play kinds, orders for place_orders. */
    target: integer().notNull(),
    gameId: text(),
    rewardCurrency: text().notNull(),
    rewardAmount: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('challenges_window_idx').on(t.endsAt, t.startsAt),
    check('challenges_kind_check', sql`${t.kind} in ('play_any_game_hours', 'play_game_hours', 'place_orders')`),
    check('challenges_game_check', sql`${t.kind} <> 'play_game_hours' or ${t.gameId} is not null`),
    check('challenges_target_check', sql`${t.target} > 0`),
    check('challenges_reward_check', sql`${t.rewardAmount} > 0`),
    check('challenges_currency_check', sql`${t.rewardCurrency} in ('BUCKS', 'PROMO_CENTS')`),
    check('challenges_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
