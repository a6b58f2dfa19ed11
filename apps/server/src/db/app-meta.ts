import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { appMeta } from './schema/meta.ts';

/**
 * The only code touching app_meta: small key/value facts about this database (the demo
 * seed's marker, the development signing secret). Pass a transaction to join it.
 */
export function appMetaRepository(db: Database) {
  return {
    /** The value under `key`; undefined when absent. */
    async get(key: string): Promise<unknown> {
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
      return row?.value;
    },
    /** The value under `key`, locked until the transaction ends; undefined when absent. */
    async lock(key: string): Promise<unknown> {
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key)).for('update');
      return row?.value;
    },
    /** The value under `key`, made by `make` and kept on first use (every server copy agrees). */
    async getOrCreate(key: string, make: () => unknown): Promise<unknown> {
      await db.insert(appMeta).values({ key, value: make() }).onConflictDoNothing();
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
      return row!.value;
    },
    async put(key: string, value: unknown): Promise<void> {
      await db.insert(appMeta).values({ key, value }).onConflictDoNothing();
    },
  };
}
