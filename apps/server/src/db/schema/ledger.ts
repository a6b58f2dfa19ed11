import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    // A challenge's claims (the admin's usage figures).
    index('ledger_entries_challenge_reward_idx')
      .on(t.sourceId)
      .where(sql`${t.reason} = 'challenge_reward'`),
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
