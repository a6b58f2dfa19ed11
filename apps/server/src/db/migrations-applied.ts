import fs from 'node:fs';
import path from 'node:path';
import { sqlStateOf } from '../lib/db-errors.ts';
import { migrationsDir } from '../lib/paths.ts';

/** Where drizzle's migrator records what it applied (db/client.ts gives it the same schema). */
export const MIGRATIONS_SCHEMA = 'drizzle';

/** The newest committed migration's time: its journal entry's `when`, which drizzle records as created_at. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

type Query = (text: string) => Promise<{ rows: unknown[] }>;

const UNDEFINED_TABLE = '42P01';

/**
 * Whether the database already has every committed migration, decided as drizzle's
 * migrator decides it (a migration runs when the newest recorded created_at is older than
 * its time): the usual start then skips the migrator, which reads and hashes every
 * migration file and creates its schema and table if missing before it finds nothing to do
 * (70–100 ms of start-up, decision 0038). drizzle records a migration in the transaction
 * that applies it, so a recorded time means its changes are committed.
 */
export async function migrationsApplied(query: Query): Promise<boolean> {
  // One statement (the first of every start): a database that never ran the migrator has no
  // such table, which PostgreSQL answers with undefined_table.
  let newest: { newest: string | null } | undefined;
  try {
    [newest] = (await query(`select max(created_at)::text as newest from ${MIGRATIONS_SCHEMA}.__drizzle_migrations`))
      .rows as { newest: string | null }[];
  } catch (err) {
    if (sqlStateOf(err) === UNDEFINED_TABLE) return false;
    throw err;
  }
  return typeof newest?.newest === 'string' && Number(newest.newest) >= newestMigrationMillis();
}
