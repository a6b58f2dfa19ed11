import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The dashboard's settled days (docs/decisions/0019-live-settings.md, "Dashboard"): one
 * row per calendar day of a time zone once that day can no longer change much (a week
 * old), computed from the modules' own daily figures. Recent days are always computed
 * live, so a year of data costs the dashboard a few hundred rows, not millions.
 */
export const statsDays = pgTable(
  'stats_days',
  {
    timeZone: text().notNull(),
    day: date().notNull(),
    orders: integer().notNull(),
    revenueUsdCents: integer().notNull(),
    revenueCadCents: integer().notNull(),
    bucksEarned: integer().notNull(),
    bucksSpent: integer().notNull(),
    activePlayers: integer().notNull(),
    gameMinutes: integer().notNull(),
    signups: integer().notNull(),
    referralConversions: integer().notNull(),
    computedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.timeZone, t.day] })],
);
