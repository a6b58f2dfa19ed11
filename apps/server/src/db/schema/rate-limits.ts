import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters shared by every server copy: fixed-window rate limits (per IP, per phone, per
 * e-mail) and consecutive failed sign-ins per e-mail, known or not (so throttling never
 * tells whether an account exists).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  count: integer().notNull(),
});
