import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

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
    // An admin ending one before it started leaves an empty window (startsAt = endsAt); admins
    // create and edit windows that end after they start (lib/time-window.ts).
    check('challenges_window_check', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);
