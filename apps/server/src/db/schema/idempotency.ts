import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency-Key records (plugins/idempotency.ts): the first response to a key, replayed
 * to retries for 24 hours. `owner` is the signed-in user id (keys are per user).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    owner: text().notNull(),
    key: text().notNull(),
    /** Method and URL of the first request; with requestHash, what a retry must match. */
    route: text().notNull(),
    requestHash: text().notNull(),
    /** running, then done. */
    state: text().notNull(),
    responseStatus: integer(),
    responseType: text(),
    responseBody: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** When the running request took the key: a crashed request's key is taken over after a lease. */
    lockedAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * The server copy running it (host:port). A copy that starts again releases the keys its
     * previous life held, so a retry after a crash need not wait for the lease (issue 16).
     * Null for keys taken before the column existed.
     */
    holder: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);
