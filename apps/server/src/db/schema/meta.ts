import { pgTable, text, timestamp, jsonb } from 'drizzle-orm/pg-core';

/** Small key/value facts about this database: which demo seeds ran, and when. */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
