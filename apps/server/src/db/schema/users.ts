import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored lower-cased; the unique index makes e-mail case-insensitive. */
    email: text().notNull(),
    /** scrypt, self-describing (see password-hasher.ts); null for accounts made through Google or Microsoft. */
    passwordHash: text(),
    /** E.164 (+1XXXXXXXXXX), set only once confirmed by an SMS code. */
    phone: text(),
    country: text().notNull(),
    language: text().notNull().default('en'),
    roles: text()
      .array()
      .notNull()
      .default(sql`ARRAY['USER']::text[]`),
    anonymousMode: boolean().notNull().default(false),
    disableGameTimeTracking: boolean().notNull().default(false),
    disabledAds: boolean().notNull().default(false),
    /** Credential sign-ups start pending and become active with the activation link. */
    status: text().notNull().default('pending'),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    referralCode: text().notNull(),
    referredByUserId: uuid(),
    /** A promo code given at sign-up, applied once after the first sign-in (rewards issue). */
    signupPromoCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true }),
    /**
     * Counts the times every session of the account was ended (a new password, a lock, sign
     * out everywhere). A sign-in opens its session only if the count is still the one it
     * read before checking the proof (decision 0031): one in flight when they ended fails.
     */
    sessionsGeneration: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    // Admins find accounts by any part of an e-mail (user search): a trigram index.
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_created_idx').on(t.createdAt),
  ],
);

/** Google and Microsoft accounts linked to a user: (provider, subject) is the identity. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text().notNull(),
    subject: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);
