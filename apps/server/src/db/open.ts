import type { Config } from '../config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './client.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/pglite. */
export function openDatabase(config: Config): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
    : openPglite({ dataDir: `${config.dataDir}/pglite` });
}
