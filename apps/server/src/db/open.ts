import type { Config } from '../config.ts';
import type { DatabaseHandle } from './client.ts';
import { pgliteDirOf } from './data-dir.ts';
import { openPgliteThread } from './pglite-thread.ts';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/pglite. PGlite's thread
 * starts before the drivers' modules (drizzle, pg) are even evaluated, or took over from
 * src/boot.ts, which starts it before the bundle loads: its opening is the longest part of
 * a start (decision 0038).
 */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const { openPostgres } = await import('./client.ts');
    return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  }
  const thread = openPgliteThread({ dataDir: pgliteDirOf(config.dataDir) });
  const { pgliteHandle } = await import('./client.ts');
  return pgliteHandle(thread);
}
