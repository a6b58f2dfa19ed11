import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/*
 * The creator programs (docs/decisions/0021-creator-programs.md): streamers' applications,
 * approved creators and their codes, the viewers each code brought, social media posts,
 * and the Discord accounts members link.
 */

/** A streamer's application; one open (pending) application per user. */
export const creatorApplications = pgTable(
  'creator_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    status: text().notNull().default('pending'),
    platform: text().notNull(),
    /** As recognized (https, the platform's own host). */
    channelUrl: text().notNull(),
    followers: integer().notNull(),
    averageViewers: integer().notNull(),
    country: text().notNull(),
    /** Applicants must be 18 or older on the day they apply. */
    dateOfBirth: date({ mode: 'string' }).notNull(),
    termsAcceptedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedByUserId: uuid(),
    reviewedByEmail: text(),
    rejectionReason: text(),
  },
  (t) => [
    uniqueIndex('creator_applications_open_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('creator_applications_user_idx').on(t.userId, t.createdAt.desc()),
    index('creator_applications_review_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('creator_applications_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('creator_applications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('creator_applications_audience_check', sql`${t.followers} >= 0 and ${t.averageViewers} >= 0`),
    check(
      'creator_applications_review_check',
      sql`(${t.status} = 'pending') = (${t.reviewedAt} is null) and (${t.status} = 'rejected') = (${t.rejectionReason} is not null)`,
    ),
  ],
);

/** Approved streamers: one row per creator, with their code (stored upper-cased). */
export const creators = pgTable(
  'creators',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id),
    code: text().notNull(),
    applicationId: uuid()
      .notNull()
      .references(() => creatorApplications.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('creators_code_key').on(t.code)],
);

/**
 * A viewer who started their account with a creator's code: one row per viewer ever, so a
 * code credits once per referred user. The streamer's reward is written here with its
 * ledger entry, when the viewer's first order is delivered.
 */
export const creatorReferrals = pgTable(
  'creator_referrals',
  {
    referredUserId: uuid()
      .primaryKey()
      .references(() => users.id),
    creatorUserId: uuid()
      .notNull()
      .references(() => creators.userId),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** Promo cents the viewer got. */
    viewerDiscountCents: integer().notNull(),
    /** The viewer's first delivered order, once there is one. */
    firstOrderId: uuid(),
    rewardedAt: timestamp({ withTimezone: true }),
    /** Bucks the streamer got for it: 0 when their month's limit was reached. */
    rewardBucks: integer(),
  },
  (t) => [
    index('creator_referrals_creator_idx').on(t.creatorUserId, t.rewardedAt),
    check('creator_referrals_self_check', sql`${t.referredUserId} <> ${t.creatorUserId}`),
    check('creator_referrals_reward_check', sql`(${t.rewardedAt} is null) = (${t.rewardBucks} is null)`),
  ],
);

/** Links to social media posts about PlayEats; `linkKey` names the post however its link was written. */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    platform: text().notNull(),
    url: text().notNull(),
    linkKey: text().notNull(),
    status: text().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** The Monday (in BUCKS_TIME_ZONE) of the week it was submitted: the weekly limit counts per week. */
    weekStart: date({ mode: 'string' }).notNull(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedByUserId: uuid(),
    reviewedByEmail: text(),
    rejectionReason: text(),
    /** Bucks the approval credited (0 past the weekly limit); null until approved. */
    bucksCredited: integer(),
  },
  (t) => [
    uniqueIndex('social_posts_link_key').on(t.linkKey),
    index('social_posts_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('social_posts_week_idx').on(t.userId, t.weekStart),
    index('social_posts_review_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('social_posts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('social_posts_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('social_posts_credit_check', sql`(${t.status} = 'approved') = (${t.bucksCredited} is not null)`),
  ],
);

/** A member's Discord account: one PlayEats account per Discord account and the other way round. */
export const discordLinks = pgTable(
  'discord_links',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    discordUserId: text().notNull(),
    username: text().notNull(),
    globalName: text(),
    linkedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('discord_links_discord_user_key').on(t.discordUserId)],
);

/**
 * One Discord authorization in progress (OAuth2 state + PKCE): the state's hash, never the
 * state; used once (usedAt), and only until it expires. Kept a day after use so that a
 * replay is told apart from a forgery.
 */
export const discordLinkStates = pgTable(
  'discord_link_states',
  {
    stateHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeVerifier: text().notNull(),
    redirectUri: text().notNull(),
    returnTo: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('discord_link_states_expires_idx').on(t.expiresAt)],
);
