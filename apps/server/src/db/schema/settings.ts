import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Live settings (docs/decisions/0019-live-settings.md): one row per setting an admin has
 * changed; a setting without a row has its environment value. A trigger (migration 0010)
 * announces every change, so every server copy and every open client hears it.
 */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Who changed it last (the audit log keeps every change). */
  updatedByUserId: uuid(),
});
