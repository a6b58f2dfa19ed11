import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema/settings.ts';

export type SettingRow = typeof appSettings.$inferSelect;

/** The only code touching app_settings. */
export function settingsRepository(db: Database) {
  return {
    all(): Promise<SettingRow[]> {
      return db.select().from(appSettings);
    },
    /** Holds the settings until the transaction ends: two admins saving at once apply one after the other. */
    async lock(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('app_settings'))`);
    },
    async put(rows: { key: string; value: unknown }[], by: string, at: Date): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(appSettings)
        .values(rows.map((r) => ({ key: r.key, value: r.value, updatedAt: at, updatedByUserId: by })))
        .onConflictDoUpdate({
          target: appSettings.key,
          set: {
            value: sql`excluded.value`,
            updatedAt: sql`excluded.updated_at`,
            updatedByUserId: sql`excluded.updated_by_user_id`,
          },
        });
    },
  };
}

export type SettingsRepository = ReturnType<typeof settingsRepository>;
