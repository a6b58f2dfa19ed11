import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Refresh tokens: opaque, stored as SHA-256, rotated on every use. One sign-in is one
 * family; presenting a used token revokes the family (token theft detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    familyId: uuid().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    application: text().notNull(),
    applicationVersion: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The family's absolute end: 30 days after the sign-in, whatever the rotations. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** A single-use secret's life: when it expires, when it was used, when it was made. */
const singleUseLifetime = () => ({
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Single-use tokens sent by e-mail (activation, e-mail verification, password reset), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    tokenHash: text().notNull().unique(),
    /** For e-mail changes: the address being verified. */
    newEmail: text(),
    ...singleUseLifetime(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/** 6-digit SMS codes (login, phone change): hashed, 10 minutes, single use, 5 tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    purpose: text().notNull(),
    phone: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    ...singleUseLifetime(),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.purpose),
    // Ending every session expires the account's pending phone codes (SessionsService.revokeAll).
    index('sms_codes_user_idx').on(t.userId, t.purpose),
  ],
);

/** QR sign-in: the desktop waits on a token that a signed-in phone approves. */
export const qrLogins = pgTable('qr_logins', {
  id: uuid().primaryKey().defaultRandom(),
  tokenHash: text().notNull().unique(),
  pollSecretHash: text().notNull(),
  application: text().notNull(),
  applicationVersion: text().notNull(),
  status: text().notNull().default('pending'),
  approvedUserId: uuid().references(() => users.id, { onDelete: 'cascade' }),
  /** The approver's `users.sessions_generation` at the approval: a claim after their sessions ended is refused. */
  approvedGeneration: integer(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  approvedAt: timestamp({ withTimezone: true }),
  claimedAt: timestamp({ withTimezone: true }),
});

/** Nonces handed out for Google/Microsoft sign-in; each ID token must carry an unused one. */
export const oidcNonces = pgTable('oidc_nonces', {
  nonceHash: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});
