import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

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
