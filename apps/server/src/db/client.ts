import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrationsDir } from '../lib/paths.ts';
import { leadPostgres, soleLeader, type Leadership } from './leadership.ts';
import { MIGRATIONS_SCHEMA, migrationsApplied } from './migrations-applied.ts';
import { listenPostgres, type ChannelHandlers, type ChannelListener } from './listen.ts';
import { openPgliteThread, type PgliteSource, type PgliteThread } from './pglite-thread.ts';

/**
 * The drizzle API both drivers share; modules are written against this only. Raw
 * `execute` results are typed as node-postgres' ({ rows }), which PGlite's results match.
 * No schema is registered: queries name their tables (each module's, db/schema/), and
 * drizzle's relational query API, which would need every table here, is not used.
 */
export type Database = PgDatabase<NodePgQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs a trivial query; rejects when the database does not answer. */
  ping(): Promise<void>;
  /** Applies the committed migrations in drizzle/ the database does not have yet. */
  migrate(): Promise<void>;
  /** PGlite only: the data folder as a tarball, to start other instances from it. */
  dumpDataDir?(): Promise<Blob>;
  /** LISTENs on a channel: NOTIFYs from any connection (any server copy) reach `handlers`. */
  listen(channel: string, handlers: ChannelHandlers): Promise<ChannelListener>;
  /** Takes part in the election of the copy that runs the background jobs (db/leadership.ts). */
  lead(onError?: (err: unknown) => void): Promise<Leadership>;
  close(): Promise<void>;
}

const migrationConfig = { migrationsFolder: migrationsDir, migrationsSchema: MIGRATIONS_SCHEMA };
// Any 64-bit constant will do; it only has to be the same for every server copy.
const MIGRATION_LOCK_ID = '31690186458228084';

/**
 * PGlite, on a thread of its own (db/pglite-thread.ts). The handle is returned at once: the
 * database opens meanwhile and the first statement waits for it, so a folder that cannot
 * be opened fails that statement. The server opens it through db/open.ts.
 * @internal tests open a dump or a data folder
 */
export async function openPglite(source: PgliteSource): Promise<DatabaseHandle> {
  return pgliteHandle(openPgliteThread(source));
}

/** The handle of a PGlite thread that has started opening (db/open.ts starts it first thing). */
export function pgliteHandle(client: PgliteThread): DatabaseHandle {
  // drizzle's pglite driver calls query and transaction only, which the thread answers as PGlite does.
  const orm = drizzlePglite({ client: client as unknown as PGlite, casing: 'snake_case' });
  // The pglite driver's HKT differs from node-postgres' only in the raw result type, which
  // no module reads; one Database type keeps every repository driver-agnostic.
  const db = orm as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async () => {
      if (!(await migrationsApplied((text) => client.query(text)))) await migratePglite(orm, migrationConfig);
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    // One process, one connection: PGlite delivers its own NOTIFYs to its listeners.
    lead: async () => soleLeader,
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
      return {
        close: async () => {
          if (!client.closed) await unlisten();
        },
      };
    },
    // One closing for every caller: each waits for the data folder to be flushed.
    close: () => client.close(),
  };
}

/**
 * How many distinct statement texts get a server-side name. Each name costs PostgreSQL a
 * cached plan on every connection that runs it; texts past this many run unnamed.
 */
const MAX_NAMED_STATEMENTS = 2_000;
const MAX_NAMED_TEXT = 8_000;

/** Text → statement name, shared by the pool's connections. */
function statementNames() {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS && text.length <= MAX_NAMED_TEXT) {
      name = `pe_${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };
}

/**
 * Runs every parameterised statement as a named (server-side prepared) one: PostgreSQL
 * parses and plans a drizzle query once per connection instead of on every call, and the
 * driver sends Bind/Execute only. Statements without parameters (BEGIN, COMMIT, migrations,
 * which may hold several commands) keep the simple protocol.
 */
function nameStatements(client: pg.PoolClient, nameOf: (text: string) => string | undefined) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, ...rest: unknown[]) => {
    if (
      config !== null &&
      typeof config === 'object' &&
      typeof (config as pg.QueryConfig).text === 'string' &&
      !(config as pg.QueryConfig).name &&
      Array.isArray(values) &&
      values.length > 0
    ) {
      const name = nameOf((config as pg.QueryConfig).text);
      if (name) return query({ ...config, name }, values, ...rest);
    }
    return query(config, values, ...rest);
  }) as typeof client.query;
}

export async function openPostgres(
  url: string,
  poolSize: number,
  /** How long a query may wait for a free pooled connection (tests that queue thousands raise it). */
  options: { connectionTimeoutMillis?: number } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'playeats-server',
  });
  // An idle client that loses its connection emits 'error'; without a listener the process dies.
  pool.on('error', () => undefined);
  const names = statementNames();
  pool.on('connect', (client) => nameStatements(client, names));
  const db = drizzlePg({ client: pool, casing: 'snake_case' }) as unknown as Database;
  await db.execute(sql`select 1`);
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: async () => {
      if (await migrationsApplied((text) => pool.query(text))) return;
      // Several server copies may start at once against one database: the run holds a
      // session advisory lock, so it needs one dedicated connection, not the pool.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg({ client: conn, casing: 'snake_case' }), migrationConfig);
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        conn.release();
      }
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    lead: (onError) => leadPostgres(url, onError ? { onError } : {}),
    close: async () => {
      await pool.end();
    },
  };
}
