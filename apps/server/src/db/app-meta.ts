import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { appMeta } from './schema/meta.ts';

/**
 * The only code touching app_meta: small key/value facts about this database (the demo
 * seed's marker, the development signing secret). Pass a transaction to join it.
 */
export function appMetaRepository(db: Database) {
  const get = async (key: string): Promise<unknown> => {
    const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
    return row?.value;
  };
  return {
    /** The value under `key`; undefined when absent. */
    get,
    /** The value under `key`, locked until the transaction ends; undefined when absent. */
    async lock(key: string): Promise<unknown> {
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key)).for('update');
      return row?.value;
    },
    /** The value under `key`, made by `make` and kept on first use (every server copy agrees). */
    async getOrCreate(key: string, make: () => unknown): Promise<unknown> {
      // Read first: the usual start finds it, and a read writes nothing (no commit to flush).
      const kept = await get(key);
      if (kept !== undefined) return kept;
      await db.insert(appMeta).values({ key, value: make() }).onConflictDoNothing();
      return get(key);
    },
    async put(key: string, value: unknown): Promise<void> {
      await db.insert(appMeta).values({ key, value }).onConflictDoNothing();
    },
  };
}
